import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { isNotFound } from '../../../shared/api/client';
import type { GameDetail } from '../../../shared/api/types';
import { TableHead, type Column } from '../../../shared/components/ListTable';
import { Skeleton, SkeletonRows } from '../../../shared/components/Skeleton';
import { ErrorPanel, NotFoundPanel } from '../../../shared/components/States';
import { TimeAgo } from '../../../shared/components/TimeAgo';
import { useToast } from '../../../shared/components/Toast';
import { useFormat } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { Glyph } from '../../../shared/icons/IconTile';
import { useSession } from '../../auth';
import { useGods, useHeroes, useSpells } from '../../catalog';
import { gameQuery } from '../api';
import { copiedSummary } from '../copy-summary';
import { GameRow } from '../components/GameTable';
import '../game-results.css';
import gameIcons from './game.icons.json?subset';
import './GamePage.css';
import { addCollection } from '../../../shared/icons/icons';

addCollection(gameIcons);

function CopyButton({ game }: { game: GameDetail }) {
  const { t } = useTranslation(['game-results', 'common']);
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(JSON.stringify(copiedSummary(game), null, 2));
      toast(t('game.copied'));
    } catch {
      toast(t('game.copyFailed'), 'error');
    }
  }
  return (
    <button type="button" className="button button--ghost" onClick={() => void copy()} data-testid="copy-game-json">
      <Glyph name="game-icons:scroll-unfurled" size={16} />
      {t('game.copy')}
    </button>
  );
}

function gameColumns(t: TFunction<'game-results'>, showRating: boolean): Column[] {
  return [
    { label: t('game.columns.rank'), className: 'col-place' },
    { label: t('game.columns.rounds'), className: 'col-num' },
    { label: t('game.columns.winLoss'), className: 'col-num' },
    ...(showRating ? [{ label: t('game.columns.rating'), className: 'col-rating' }] : []),
    { label: t('game.columns.player'), className: 'col-player' },
    { label: t('game.columns.heroes'), className: 'col-heroes' },
  ];
}

/** `/games/:gameId`: a game's facts and its players' results in place order. */
export function GamePage() {
  const { t } = useTranslation(['game-results', 'common']);
  const f = useFormat();
  const { gameId = '' } = useParams();
  const { user } = useSession();
  const game = useQuery(gameQuery(gameId));
  const gods = useGods();
  const spells = useSpells();
  const heroes = useHeroes();
  // a game nobody recorded is answered null (older servers answered 404)
  const notFound = (game.isSuccess && game.data === null) || (game.isError && isNotFound(game.error));
  // Rows wait for the catalogs too (names of gods, spells and heroes), so they never flash raw ids;
  // the game that arrives is drawn in a background render that yields to the browser (its rows are many elements)
  const catalogsSettled = gods.status !== 'loading' && spells.status !== 'loading' && heroes.status !== 'loading';
  const data = useDeferredValue(game.isSuccess && catalogsSettled && game.data ? game.data : undefined);
  useDocumentTitle(notFound ? t('game.notFound') : game.isError ? t('game.error') : t('game.title', { id: gameId }));

  if (notFound || game.isError) {
    return notFound ? (
      <NotFoundPanel title={t('game.notFound')} text={t('game.notFoundText')} />
    ) : (
      <ErrorPanel title={t('game.error')} onRetry={() => void game.refetch()} />
    );
  }

  const players = data ? [...data.players].sort((a, b) => a.place - b.place) : [];
  const showRating = players.length > 0 && players[0].ladder_mmr_change !== null && players[0].ladder_mmr_change !== undefined;
  const columns = gameColumns(t, data ? showRating : true);

  return (
    <article className="page game-page" aria-busy={!data}>
      <nav className="breadcrumb">
        <Link to="/games">
          <span aria-hidden>← </span>
          {t('game.backToGames')}
        </Link>
      </nav>
      <header className="page-header game-header">
        <div>
          <h1 className="page-title">{t('game.heading', { id: gameId })}</h1>
          <div className="game-meta">
            {data ? (
              <>
                <span className="meta-item" data-testid="game-created">
                  <Glyph name="game-icons:sands-of-time" size={16} />
                  <TimeAgo iso={data.created_at} />
                </span>
                <span className="meta-item" data-testid="game-duration">
                  <Glyph name="game-icons:stopwatch" size={16} />
                  <span className="sr-only">{t('game.duration')}</span>
                  {f.duration(data.duration)}
                </span>
                <span className="meta-item">
                  <Glyph name="game-icons:hourglass" size={16} />
                  {t('common:common.rounds', { count: data.rounds })}
                </span>
                <span className={`tag ${data.ranked ? 'tag--ranked' : ''}`}>
                  {data.ranked ? t('common:common.ranked') : t('common:common.unranked')}
                </span>
                {data.cheats_enabled ? <span className="tag tag--warn">{t('game.cheats')}</span> : null}
              </>
            ) : (
              <Skeleton width="mid" />
            )}
          </div>
        </div>
        {data && user?.isAdmin ? <CopyButton game={data} /> : null}
      </header>

      <div className="table-wrap card">
        <table className="table game-table">
          <caption className="sr-only">{t('game.results')}</caption>
          <TableHead columns={columns} />
          <tbody>
            {data ? (
              players.map((p) => <GameRow key={p.steam_id} player={p} showRating={showRating} />)
            ) : (
              <SkeletonRows rows={8} columns={columns.length} lastWidths={['mid', 'wide']} testId="skeleton-row" />
            )}
          </tbody>
        </table>
      </div>
    </article>
  );
}
