import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SessionUser } from '../../../shared/api/types';
import { Avatar } from '../../../shared/components/Avatar';
import { Pagination, usePageParam } from '../../../shared/components/Pagination';
import { ErrorPanel } from '../../../shared/components/States';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { SignedIn } from '../../auth';
import { playerGamesQuery } from '../api';
import { PlayerGamesTable } from '../components/PlayerGamesTable';
import { SignInToSee } from '../components/SignInToSee';
import { MY_STATS_PATH } from '../paths';
import '../game-results.css';

const PER_PAGE = 20;

function MyGames({ user }: { user: SessionUser }) {
  const { t } = useTranslation('game-results');
  const page = usePageParam();
  const games = useQuery(playerGamesQuery(user.id, page, PER_PAGE));
  if (games.isError) return <ErrorPanel title={t('myGames.error')} onRetry={() => void games.refetch()} />;
  return (
    <div className="page" data-testid="my-games">
      <header className="page-header">
        <div className="page-header__with-avatar">
          <Avatar steamId={user.id} name={user.displayName} url={user.photos?.[0]?.value} size={48} />
          <div>
            <h1 className="page-title">{t('myGames.title')}</h1>
            <p className="muted">{t('myGames.subtitle')}</p>
          </div>
        </div>
        <Link className="button button--ghost" to={MY_STATS_PATH}>
          {t('myGames.toStats')}
        </Link>
      </header>
      <PlayerGamesTable games={games.data?.items ?? []} loading={games.isPending} />
      {games.data ? <Pagination page={page} perPage={PER_PAGE} total={games.data.total ?? 0} /> : null}
    </div>
  );
}

/** `/profile/games`: the signed-in player's match history, 20 per page (`?page=`); visitors get a sign-in prompt. */
export function MyGamesPage() {
  const { t } = useTranslation('game-results');
  useDocumentTitle(t('myGames.title'));
  return <SignedIn prompt={<SignInToSee testId="my-games-sign-in" />}>{(user) => <MyGames user={user} />}</SignedIn>;
}
