import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { api, isNotFound } from '../api';
import { Avatar } from '../components/Avatar';
import { Pagination, usePageParam } from '../components/Pagination';
import { PlayerGamesTable } from '../components/PlayerGamesTable';
import { ErrorPanel, NotFoundPanel } from '../components/States';
import { useApi } from '../lib/useApi';
import { useDocumentTitle } from '../lib/useDocumentTitle';

const PER_PAGE = 20;

export function PlayerGamesPage() {
  const { t } = useTranslation();
  const { steamId = '' } = useParams();
  const page = usePageParam();
  const player = useApi(`player:${steamId}`, (signal) => api.player(steamId, { signal }));
  const games = useApi(`pgames:${steamId}:${page}`, (signal) => api.playerGames(steamId, page, PER_PAGE, { signal }));
  const name = player.status === 'ok' ? player.data.username || player.data.steam_id : steamId;
  const notFound = (games.status === 'error' && isNotFound(games.error)) || (player.status === 'error' && isNotFound(player.error));
  useDocumentTitle(notFound ? t('player.notFound') : t('player.historyTitle', { name }));

  if (notFound) return <NotFoundPanel title={t('player.notFound')} text={t('player.notFoundText')} />;
  if (games.status === 'error') return <ErrorPanel title={t('player.error')} onRetry={games.reload} />;

  return (
    <div className="page">
      <nav className="breadcrumb">
        <Link to={`/players/${encodeURIComponent(steamId)}`}><span aria-hidden>← </span>{t('player.backToProfile')}</Link>
      </nav>
      <header className="page-header">
        <div className="page-header__with-avatar">
          {player.status === 'ok' ? <Avatar steamId={player.data.steam_id} name={player.data.username} url={player.data.avatar} size={48} /> : null}
          <h1 className="page-title">{t('player.historyTitle', { name })}</h1>
        </div>
      </header>
      <PlayerGamesTable games={games.data?.games ?? []} loading={games.status === 'loading'} />
      {games.data ? <Pagination page={games.data.page ?? page} perPage={games.data.per_page ?? PER_PAGE} total={games.data.total ?? 0} /> : null}
    </div>
  );
}
