import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/PageHeader';
import { SearchBox } from '../../../shared/components/SearchBox';
import { ErrorPanel, Loading } from '../../../shared/components/States';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import type { CatalogStatus } from '../useCatalog';
import './LearnCatalog.css';

/** The cards a learn page renders first, before the rest of its list (`useProgressiveList`): more than a large screen holds. */
export const FIRST_CARDS = 12;

/** The frame the learn pages share: heading, search with a live count, and the catalog's load states. */
export function LearnCatalog({
  section,
  status,
  onRetry,
  count,
  query,
  onQueryChange,
  children,
}: {
  section: 'gods' | 'spells';
  status: CatalogStatus;
  onRetry: () => void;
  count: number;
  query: string;
  onQueryChange: (query: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['catalog', 'common']);
  useDocumentTitle(t(`${section}.title`));
  return (
    <div className="page">
      <PageHeader className="page-header--learn" title={t(`${section}.title`)} subtitle={t(`${section}.subtitle`)}>
        <div className="learn-toolbar">
          <SearchBox
            value={query}
            onChange={onQueryChange}
            label={t(`${section}.searchLabel`)}
            placeholder={t(`${section}.searchPlaceholder`)}
          />
          {status === 'ok' ? (
            <span className="muted small" role="status">
              {t(`${section}.count`, { count })}
            </span>
          ) : null}
        </div>
      </PageHeader>
      {status === 'error' ? (
        <ErrorPanel title={t(`${section}.error`)} onRetry={onRetry} />
      ) : status !== 'ok' ? (
        <Loading />
      ) : count === 0 ? (
        <p className="empty muted">{t('common:common.noResults', { query })}</p>
      ) : (
        children
      )}
    </div>
  );
}
