import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import './States.css';

/** A centred panel with a heading (`h1`), for pages that cannot show their content. */
export function Panel({ title, children, tone = 'info' }: { title: string; children?: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <section className={`state-panel state-panel--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <h1 className="state-panel__title">{title}</h1>
      {children}
    </section>
  );
}

/** A page-level error with a retry button when `onRetry` is given. */
export function ErrorPanel({ title, onRetry }: { title: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Panel title={title} tone="error">
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </Panel>
  );
}

/** "Not found" with a way home. */
export function NotFoundPanel({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <Panel title={title}>
      {text ? <p className="muted">{text}</p> : null}
      <Link className="button" to="/">
        {t('notFound.home')}
      </Link>
    </Panel>
  );
}

/** An error in place of one section of a page, with a retry button when `onRetry` is given. */
export function InlineError({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="inline-error" role="alert">
      <span>{text}</span>
      {onRetry ? (
        <button type="button" className="button button--small" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** A spinner and "Loading…". */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading muted" role="status">
      <span className="spinner" aria-hidden />
      {t('common.loading')}
    </p>
  );
}
