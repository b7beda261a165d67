import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlayerGameSummary } from '../api';
import { useFormat } from '../lib/format';
import { GodLabel } from './God';
import { Place, RatingChange } from './Place';
import { TimeAgo } from './TimeAgo';

export function PlayerGamesTable({ games, loading, rows = 10 }: { games: PlayerGameSummary[]; loading?: boolean; rows?: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <div className="table-wrap card">
      <table className="table player-games-table">
        <thead>
          <tr>
            <th scope="col">{t('player.game')}</th>
            <th scope="col">{t('player.place')}</th>
            <th scope="col">{t('player.god')}</th>
            <th scope="col" className="col-num">
              {t('game.columns.rounds')}
            </th>
            <th scope="col" className="col-num">
              {t('game.columns.winLoss')}
            </th>
            <th scope="col" className="col-num">
              {t('player.rating')}
            </th>
            <th scope="col" className="col-num">
              {t('games.duration')}
            </th>
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: rows }, (_, i) => (
                <tr key={i} className="skeleton-row" aria-hidden>
                  {Array.from({ length: 7 }, (_, c) => (
                    <td key={c}>
                      <span className="skeleton skeleton--short" />
                    </td>
                  ))}
                </tr>
              ))
            : games.map((g) => (
                <tr key={g.game_id} data-testid="player-game-row" data-game-id={g.game_id}>
                  <td>
                    <Link className="strong-link" to={`/games/${encodeURIComponent(g.game_id)}`} aria-label={t('games.viewGame', { id: g.game_id })}>
                      <TimeAgo iso={g.created_at} />
                    </Link>
                    {g.ranked ? null : <span className="tag tag--small">{t('common.unranked')}</span>}
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
                    {g.ladder_change !== null && g.ladder_change !== undefined ? <RatingChange value={g.ladder_change} /> : <span className="muted">–</span>}
                  </td>
                  <td className="col-num mono">{f.duration(g.duration)}</td>
                </tr>
              ))}
        </tbody>
      </table>
      {!loading && games.length === 0 ? <p className="empty muted">{t('player.noGames')}</p> : null}
    </div>
  );
}
