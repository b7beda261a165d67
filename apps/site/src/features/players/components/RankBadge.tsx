import { useTranslation } from 'react-i18next';
import type { RankFields } from '../../../shared/api/types';
import { Glyph } from '../../../shared/icons/IconTile';
import { deferredIcons } from '../../../shared/icons/icons';
import './RankBadge.css';

// Badges are drawn in rows that wait for the API: their emblems load beside that call.
const useRankIcons = deferredIcons(() => import('./rank.icons.json?subset'));

const RANK_NAMES = ['Herald', 'Guardian', 'Crusader', 'Archon', 'Legend', 'Ancient', 'Divine', 'Immortal'] as const;
type KnownRank = (typeof RANK_NAMES)[number];

const RANK_GLYPH: Record<KnownRank, string> = {
  Herald: 'game-icons:shield',
  Guardian: 'game-icons:checked-shield',
  Crusader: 'game-icons:crossed-swords',
  Archon: 'game-icons:rank-3',
  Legend: 'game-icons:round-star',
  Ancient: 'game-icons:crystal-shine',
  Divine: 'game-icons:angel-wings',
  Immortal: 'game-icons:laurel-crown',
};

/** The rank of `fields` by name (`badge`), else by tier (1 = Herald .. 8 = Immortal); undefined when neither is known. */
export function rankName(fields: Pick<RankFields, 'badge' | 'rank_tier'>): KnownRank | undefined {
  const byName = RANK_NAMES.find((r) => r === fields.badge);
  return byName ?? RANK_NAMES[fields.rank_tier - 1];
}

interface Props {
  rank: Pick<RankFields, 'badge' | 'rank_tier' | 'pips'>;
  /** leaderboard position, shown by Immortal players instead of pips */
  position?: number | null;
  size?: 'sm' | 'md' | 'lg';
}

/** Rank name with its pips (1..5 filled dots), or the leaderboard position for Immortal. */
export function RankBadge({ rank, position, size = 'md' }: Props) {
  useRankIcons();
  const { t } = useTranslation('players');
  const name = rankName(rank);
  const label = name ? t(`rank.${name}`) : t('rank.unknown');
  const immortal = name === 'Immortal' || rank.pips === null;
  const pips = Math.max(0, Math.min(5, rank.pips ?? 0));
  const aria = immortal
    ? position
      ? t('rank.immortalLabel', { rank: label, position })
      : label
    : t('rank.badgeLabel', { rank: label, pips });
  return (
    <span
      className={`rank-badge rank-badge--${size} rank-badge--tier-${name ? RANK_NAMES.indexOf(name) + 1 : 0}`}
      data-testid="rank-badge"
      data-rank={name ?? ''}
      data-pips={immortal ? '' : String(pips)}
      role="img"
      aria-label={aria}
      title={aria}
    >
      <span className="rank-badge__emblem" aria-hidden>
        <Glyph name={name ? RANK_GLYPH[name] : 'game-icons:broken-shield'} size={size === 'lg' ? 30 : size === 'sm' ? 14 : 18} />
      </span>
      <span className="rank-badge__name" aria-hidden>
        {label}
      </span>
      {immortal ? (
        position ? (
          <span className="rank-badge__position" aria-hidden>
            {t('rank.position', { position })}
          </span>
        ) : null
      ) : (
        <span className="rank-badge__pips" aria-hidden>
          {Array.from({ length: 5 }, (_, i) => (
            <span key={i} className={`pip${i < pips ? ' pip--on' : ''}`} />
          ))}
        </span>
      )}
    </span>
  );
}
