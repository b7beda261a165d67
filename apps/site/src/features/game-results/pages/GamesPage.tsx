import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/PageHeader';
import { Pagination, usePageParam } from '../../../shared/components/Pagination';
import { ErrorPanel } from '../../../shared/components/States';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { gamesQuery } from '../api';
import { GamesTable } from '../components/GamesList';

const PER_PAGE = 20;

/** `/games`: every game, newest first, 20 per page (`?page=`). */
export function GamesPage() {
  const { t } = useTranslation(['game-results', 'common']);
  useDocumentTitle(t('games.title'));
  const page = usePageParam();
  const games = useQuery(gamesQuery(page, PER_PAGE));
  return (
    <div className="page">
      <PageHeader title={t('games.title')} subtitle={t('games.subtitle')} />
      {games.isError ? (
        <ErrorPanel title={t('common:common.error')} onRetry={() => void games.refetch()} />
      ) : (
        <>
          <GamesTable games={games.data?.items ?? []} loading={games.isPending} />
          {games.data ? <Pagination page={page} perPage={PER_PAGE} total={games.data.total ?? 0} /> : null}
        </>
      )}
    </div>
  );
}
