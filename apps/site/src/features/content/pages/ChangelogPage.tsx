import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/PageHeader';
import { SkeletonRows } from '../../../shared/components/Skeleton';
import { ErrorPanel } from '../../../shared/components/States';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { asLanguage } from '../../../shared/i18n/i18n';
import { pickLocalized } from '../../../shared/i18n/localized';
import { changelogQuery } from '../api';
import { useContentFormat } from '../format';
import '../content.css';

/** `/changelog`: the change log, newest first, each entry in the site's language. */
export function ChangelogPage() {
  const { t, i18n } = useTranslation(['content', 'common']);
  useDocumentTitle(t('changelog.title'));
  const changelog = useQuery(changelogQuery);
  const format = useContentFormat();
  const lang = asLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className="page content-page" data-testid="changelog-page">
      <PageHeader title={t('changelog.title')} subtitle={t('changelog.subtitle')} />
      {changelog.isError ? (
        <ErrorPanel title={t('common:common.error')} onRetry={() => void changelog.refetch()} />
      ) : changelog.isPending ? (
        <table className="table">
          <tbody>
            <SkeletonRows rows={3} columns={1} />
          </tbody>
        </table>
      ) : changelog.data.length === 0 ? (
        <p className="muted">{t('changelog.empty')}</p>
      ) : (
        <ol className="changelog">
          {changelog.data.map((entry) => (
            <li key={entry.id} className="card content-card changelog__entry" data-testid="changelog-entry">
              <h2 className="content-card__title">
                <time dateTime={entry.date}>{format.day(entry.date)}</time>
              </h2>
              <p className="changelog__text">{pickLocalized(entry.text, lang)}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
