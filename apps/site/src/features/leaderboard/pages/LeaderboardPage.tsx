import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/PageHeader';
import { ErrorPanel } from '../../../shared/components/States';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { leaderboardQuery } from '../api';
import { LeaderboardTable } from '../components/LeaderboardTable';

/** `/leaderboard`: the top 100 players. */
export function LeaderboardPage() {
  const { t } = useTranslation('leaderboard');
  useDocumentTitle(t('title'));
  const board = useQuery(leaderboardQuery);
  return (
    <div className="page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {board.isError ? (
        <ErrorPanel title={t('error')} onRetry={() => void board.refetch()} />
      ) : (
        <LeaderboardTable players={(board.data ?? []).slice(0, 100)} loading={board.isPending} rows={12} />
      )}
    </div>
  );
}
