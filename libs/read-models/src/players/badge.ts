import { rankView } from '@arena/domain';
import type { BadgeFields } from '@arena/contract';

/**
 * The rank of a ladder rating (points) in the live site's names: `badge` is the rank's name,
 * `pips` 1..5 (null for Immortal); with `rank_tier` and Dota's badge number (docs/game-rules.md,
 * "Ranks and pips").
 */
export function badgeView(ladder: number): BadgeFields {
  const view = rankView(ladder);
  return { badge: view.rank, pips: view.pips, rank_tier: view.rank_tier, badge_number: view.badge };
}
