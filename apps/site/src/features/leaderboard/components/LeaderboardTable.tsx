import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LeaderboardEntry } from '../../../shared/api/types';
import { Avatar } from '../../../shared/components/Avatar';
import { ListTable, type Column } from '../../../shared/components/ListTable';
import { useFormat } from '../../../shared/format';
import { useDeferredRows } from '../../../shared/hooks/useDeferredRows';
import { RankBadge } from '../../players';
import './LeaderboardTable.css';

/** Leaderboard rows: position, player, rank badge, rating, games; `rows` skeleton rows while `loading`. */
export function LeaderboardTable({
  players: arrived,
  loading: asked,
  rows = 10,
}: {
  players: LeaderboardEntry[];
  loading?: boolean;
  rows?: number;
}) {
  const { rows: players, loading } = useDeferredRows(arrived, asked);
  const { t } = useTranslation('leaderboard');
  const f = useFormat();
  const columns: Column[] = [
    { label: <abbr title={t('positionLabel')}>{t('position')}</abbr>, className: 'col-pos' },
    { label: t('player') },
    { label: t('rank') },
    { label: t('rating'), className: 'col-num' },
    { label: t('games'), className: 'col-num' },
  ];
  return (
    <ListTable
      className="leaderboard-table"
      columns={columns}
      loading={loading}
      skeletonRows={rows}
      isEmpty={players.length === 0}
      emptyText={t('empty')}
    >
      {players.map((p) => (
        <tr key={p.steam_id} data-testid="leaderboard-row" className={p.rank <= 3 ? `podium podium--${p.rank}` : undefined}>
          <td className="col-pos">
            <span className="position">{f.number(p.rank)}</span>
          </td>
          <td>
            <Link className="player-link" to={`/players/${encodeURIComponent(p.steam_id)}`}>
              <Avatar steamId={p.steam_id} name={p.username} url={p.avatar} size={28} />
              <span>{p.username || p.steam_id}</span>
            </Link>
          </td>
          <td>
            <RankBadge rank={p} position={p.rank} size="sm" />
          </td>
          <td className="col-num mono">{f.number(p.ladder_mmr)}</td>
          <td className="col-num">{f.number(p.games_played)}</td>
        </tr>
      ))}
    </ListTable>
  );
}
