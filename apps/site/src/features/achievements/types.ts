/**
 * The achievements' bodies: the 200 answers of their routes in libs/contract (`ResponseOf`), and
 * the page's view of them (`fetchAchievements`); types only.
 */
import type { ResponseOf } from '@arena/contract';

type AchievementRow = ResponseOf<'get', '/api/players/{steam_id}/achievements'>[number];
/** One achievement: the live site's row, with the player's lifetime count of its stat as `value`. */
export type Achievement = AchievementRow & { value: number };
/** The page's list: the achievements, and the tiers reached and not claimed over all of them. */
export interface AchievementsList {
  achievements: Achievement[];
  to_claim: number;
}
export type AchievementTier = Achievement['tiers'][number];
export type AchievementClaimReply = ResponseOf<'post', '/api/players/{steam_id}/achievements/claim'>;
