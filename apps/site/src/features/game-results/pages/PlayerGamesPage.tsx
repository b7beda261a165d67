import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { isNotFound } from '../../../shared/api/client';
import { playerProfileQuery } from '../../../shared/api/player-profile';
import { Avatar } from '../../../shared/components/Avatar';
import { Pagination, usePageParam } from '../../../shared/components/Pagination';
import { ErrorPanel, NotFoundPanel } from '../../../shared/components/States';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { playerGamesQuery } from '../api';
import { PlayerGamesTable } from '../components/PlayerGamesTable';
import '../game-results.css';

const PER_PAGE = 20;

/** `/players/:steamId/games`: a player's match history, 20 per page (`?page=`). */
export function PlayerGamesPage() {
  const { t } = useTranslation('players');
  const { steamId = '' } = useParams();
  const page = usePageParam();
  const player = useQuery(playerProfileQuery(steamId));
  const games = useQuery(playerGamesQuery(steamId, page, PER_PAGE));
  // while hydrating, the page as it was prerendered (before any answer): the header may have read
  // the player's own profile before this page's code hydrated
  const hydrated = useHydrated();
  const profile = hydrated && player.isSuccess ? player.data : undefined;
  const name = profile ? profile.username || profile.steam_id : steamId;
  const notFound = hydrated && ((games.isError && isNotFound(games.error)) || (player.isError && isNotFound(player.error)));
  useDocumentTitle(notFound ? t('notFound') : t('historyTitle', { name }));

  if (notFound) return <NotFoundPanel title={t('notFound')} text={t('notFoundText')} />;
  if (hydrated && games.isError) return <ErrorPanel title={t('error')} onRetry={() => void games.refetch()} />;

  return (
    <div className="page">
      <nav className="breadcrumb">
        <Link to={`/players/${encodeURIComponent(steamId)}`}>
          <span aria-hidden>← </span>
          {t('backToProfile')}
        </Link>
      </nav>
      <header className="page-header">
        <div className="page-header__with-avatar">
          {profile ? <Avatar steamId={profile.steam_id} name={profile.username} url={profile.avatar} size={48} /> : null}
          <h1 className="page-title">{t('historyTitle', { name })}</h1>
        </div>
      </header>
      <PlayerGamesTable games={(hydrated && games.data?.items) || []} loading={!hydrated || games.isPending} />
      {hydrated && games.data ? <Pagination page={page} perPage={PER_PAGE} total={games.data.total ?? 0} /> : null}
    </div>
  );
}
