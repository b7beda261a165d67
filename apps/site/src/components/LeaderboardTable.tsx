import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LeaderboardEntry } from '../api';
import { useFormat } from '../lib/format';
import { Avatar } from './Avatar';
import { RankBadge } from './RankBadge';

export function LeaderboardTable({ players, loading, rows = 10 }: { players: LeaderboardEntry[]; loading?: boolean; rows?: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <div className="table-wrap card">
      <table className="table leaderboard-table">
        <thead>
          <tr>
            <th scope="col" className="col-pos">
              <abbr title={t('leaderboard.positionLabel')}>{t('leaderboard.position')}</abbr>
            </th>
            <th scope="col">{t('leaderboard.player')}</th>
            <th scope="col">{t('leaderboard.rank')}</th>
            <th scope="col" className="col-num">
              {t('leaderboard.rating')}
            </th>
            <th scope="col" className="col-num">
              {t('leaderboard.games')}
            </th>
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: rows }, (_, i) => (
                <tr key={i} className="skeleton-row" aria-hidden>
                  {Array.from({ length: 5 }, (_, c) => (
                    <td key={c}>
                      <span className="skeleton skeleton--short" />
                    </td>
                  ))}
                </tr>
              ))
            : players.map((p) => (
                <tr key={p.steam_id} data-testid="leaderboard-row" className={p.position <= 3 ? `podium podium--${p.position}` : undefined}>
                  <td className="col-pos">
                    <span className="position">{f.number(p.position)}</span>
                  </td>
                  <td>
                    <Link className="player-link" to={`/players/${encodeURIComponent(p.steam_id)}`}>
                      <Avatar steamId={p.steam_id} name={p.username} url={p.avatar} size={28} />
                      <span>{p.username || p.steam_id}</span>
                    </Link>
                  </td>
                  <td>
                    <RankBadge rank={p} position={p.position} size="sm" />
                  </td>
                  <td className="col-num mono">{f.number(p.ladder_mmr)}</td>
                  <td className="col-num">{f.number(p.games_played)}</td>
                </tr>
              ))}
        </tbody>
      </table>
      {!loading && players.length === 0 ? <p className="empty muted">{t('leaderboard.empty')}</p> : null}
    </div>
  );
}
