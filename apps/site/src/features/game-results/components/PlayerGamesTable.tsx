import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlayerGameSummary } from '../../../shared/api/types';
import { ListTable, type Column } from '../../../shared/components/ListTable';
import { TimeAgo } from '../../../shared/components/TimeAgo';
import { useFormat } from '../../../shared/format';
import { GodLabel } from '../../catalog';
import '../game-results.css';
import { Place, RatingChange } from './Place';

/** A player's games: when (a link to the game), place, god, rounds, W-L, rating change, duration. */
export function PlayerGamesTable({ games, loading, rows = 10 }: { games: PlayerGameSummary[]; loading?: boolean; rows?: number }) {
  const { t } = useTranslation(['game-results', 'common', 'players']);
  const f = useFormat();
  const columns: Column[] = [
    { label: t('players:game') },
    { label: t('players:place') },
    { label: t('players:god') },
    { label: t('game.columns.rounds'), className: 'col-num' },
    { label: t('game.columns.winLoss'), className: 'col-num' },
    { label: t('players:rating'), className: 'col-num' },
    { label: t('games.duration'), className: 'col-num' },
  ];
  return (
    <ListTable
      className="player-games-table"
      columns={columns}
      loading={loading}
      skeletonRows={rows}
      isEmpty={games.length === 0}
      emptyText={t('players:noGames')}
    >
      {games.map((g) => (
        <tr key={g.game_id} data-testid="player-game-row" data-game-id={g.game_id}>
          <td>
            <Link className="strong-link" to={`/games/${encodeURIComponent(g.game_id)}`}>
              <TimeAgo iso={g.created_at} />
              <span className="sr-only"> {t('games.viewGame', { id: g.game_id })}</span>
            </Link>
            {g.ranked ? null : <span className="tag tag--small">{t('common:common.unranked')}</span>}
          </td>
          <td>
            <Place place={g.place} />
          </td>
          <td>
            <GodLabel id={g.god} size={24} />
          </td>
          <td className="col-num">{f.number(g.rounds)}</td>
          <td className="col-num">{t('game.winLoss', { wins: g.wins, losses: g.losses })}</td>
          <td className="col-num">
            {g.ladder_mmr_change !== null && g.ladder_mmr_change !== undefined ? (
              <RatingChange value={g.ladder_mmr_change} />
            ) : (
              <span className="muted">–</span>
            )}
          </td>
          <td className="col-num mono">{f.duration(g.duration)}</td>
        </tr>
      ))}
    </ListTable>
  );
}
