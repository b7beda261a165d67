import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { LeaderboardTable } from '../components/LeaderboardTable';
import { PageHeader } from '../components/PageHeader';
import { ErrorPanel } from '../components/States';
import { useApi } from '../lib/useApi';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function LeaderboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('leaderboard.title'));
  const board = useApi('leaderboard', (signal) => api.leaderboard({ signal }));
  return (
    <div className="page">
      <PageHeader title={t('leaderboard.title')} subtitle={t('leaderboard.subtitle')} />
      {board.status === 'error' ? (
        <ErrorPanel title={t('leaderboard.error')} onRetry={board.reload} />
      ) : (
        <LeaderboardTable players={(board.data?.players ?? []).slice(0, 100)} loading={board.status === 'loading'} rows={12} />
      )}
    </div>
  );
}
