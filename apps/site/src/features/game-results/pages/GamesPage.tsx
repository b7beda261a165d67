import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { GamesTable } from '../components/GamesList';
import { PageHeader } from '../components/PageHeader';
import { Pagination, usePageParam } from '../components/Pagination';
import { ErrorPanel } from '../components/States';
import { useApi } from '../lib/useApi';
import { useDocumentTitle } from '../lib/useDocumentTitle';

const PER_PAGE = 20;

export function GamesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('games.title'));
  const page = usePageParam();
  const games = useApi(`games:${page}`, (signal) => api.games(page, PER_PAGE, { signal }));
  return (
    <div className="page">
      <PageHeader title={t('games.title')} subtitle={t('games.subtitle')} />
      {games.status === 'error' ? (
        <ErrorPanel title={t('common.error')} onRetry={games.reload} />
      ) : (
        <>
          <GamesTable games={games.data?.games ?? []} loading={games.status === 'loading'} />
          {games.data ? <Pagination page={games.data.page ?? page} perPage={games.data.per_page ?? PER_PAGE} total={games.data.total ?? 0} /> : null}
        </>
      )}
    </div>
  );
}
