import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a card needs of a claim mutation. */
export interface Claim<V> {
  isPending: boolean;
  variables?: V;
  mutate: (variables: V) => void;
}

/** A titled section of the page (a card), with what sits beside its title. */
export function Section({
  id,
  title,
  subtitle,
  aside,
  children,
  className,
}: {
  id: string;
  title: string;
  subtitle?: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card profile-card${className ? ` ${className}` : ''}`} aria-labelledby={id} data-testid={id}>
      <div className="profile-card__head">
        <div>
          <h2 id={id} className="profile-card__title">
            {title}
          </h2>
          {subtitle ? <p className="muted small">{subtitle}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

export function ClaimButton({
  pending,
  disabled,
  onClick,
  testId,
  label,
}: {
  pending: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId: string;
  label?: string;
}) {
  const { t } = useTranslation('profile');
  return (
    <button
      type="button"
      className="button button--primary button--small"
      disabled={disabled || pending}
      aria-busy={pending}
      onClick={onClick}
      data-testid={testId}
    >
      {pending ? t('progress.claiming') : (label ?? t('progress.claim'))}
    </button>
  );
}
