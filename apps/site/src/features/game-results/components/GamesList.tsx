import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GameSummary } from '../../../shared/api/types';
import { ListTable, type Column } from '../../../shared/components/ListTable';
import { TimeAgo } from '../../../shared/components/TimeAgo';
import { useFormat } from '../../../shared/format';
import { useDeferredRows } from '../../../shared/hooks/useDeferredRows';
import { GodImage, useGodName, useGods } from '../../catalog';
import '../game-results.css';
import { usePlace } from './Place';
import './GamesList.css';

/** A list of games: when (a link to the game), winner, players' gods (not when `compact`), duration, rounds, type. */
export function GamesTable({
  games: arrived,
  loading: asked,
  compact = false,
}: {
  games: GameSummary[];
  loading?: boolean;
  compact?: boolean;
}) {
  const { rows: games, loading } = useDeferredRows(arrived, asked);
  const { t } = useTranslation(['game-results', 'common']);
  const f = useFormat();
  const gods = useGods();
  const godName = useGodName();
  const place = usePlace();
  const columns: Column[] = [
    { label: t('games.when') },
    { label: t('games.winner') },
    ...(compact ? [] : [{ label: t('games.players') }]),
    { label: t('games.duration'), className: 'col-num' },
    { label: t('games.rounds'), className: 'col-num' },
    { label: t('games.type') },
  ];
  return (
    <ListTable
      className="games-table"
      columns={columns}
      loading={loading}
      skeletonRows={compact ? 5 : 10}
      isEmpty={games.length === 0}
      emptyText={t('common:common.noGames')}
    >
      {games.map((game) => {
        const sorted = [...game.standings].sort((a, b) => a.place - b.place);
        const winner = sorted[0];
        return (
          <tr key={game.game_id} data-testid="game-list-row" data-game-id={game.game_id}>
            <td>
              <Link className="strong-link" to={`/games/${encodeURIComponent(game.game_id)}`}>
                <TimeAgo iso={game.created_at} />
                <span className="sr-only"> {t('games.viewGame', { id: game.game_id })}</span>
              </Link>
            </td>
            <td>
              {winner ? (
                <span className="winner">
                  <GodImage id={winner.god} god={gods.byId.get(winner.god)} size={26} />
                  <span className="winner__text">
                    <Link to={`/players/${encodeURIComponent(winner.steam_id)}`}>{winner.username || winner.steam_id}</Link>
                    <span className="muted small">{godName(winner.god)}</span>
                  </span>
                </span>
              ) : null}
            </td>
            {compact ? null : (
              <td>
                <ul className="god-strip">
                  {sorted.map((p) => (
                    <li key={p.steam_id} title={`${place(p.place)} · ${p.username} · ${godName(p.god)}`}>
                      <Link to={`/players/${encodeURIComponent(p.steam_id)}`}>
                        <GodImage id={p.god} god={gods.byId.get(p.god)} size={24} label={`${place(p.place)} · ${p.username}`} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </td>
            )}
            <td className="col-num mono">{f.duration(game.duration)}</td>
            <td className="col-num">{f.number(game.rounds)}</td>
            <td>
              <span className={`tag ${game.ranked ? 'tag--ranked' : ''}`}>
                {game.ranked ? t('common:common.ranked') : t('common:common.unranked')}
              </span>
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
