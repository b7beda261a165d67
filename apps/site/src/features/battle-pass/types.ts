/**
 * The battle pass's bodies: the 200 answers of their routes in libs/contract (`ResponseOf`), and
 * the page's view of them (`BattlePassLevels`: the summary and the live site's reward rows,
 * grouped by level in `fetchBattlePassLevels`); types only.
 */
import type { ResponseOf } from '@arena/contract';

type BattlePassSummary = ResponseOf<'get', '/api/players/{steam_id}/battle_pass'>;
export type BattlePassRow = ResponseOf<'get', '/api/players/{steam_id}/battle_pass/levels'>[number];
type Reward = BattlePassRow['reward'];

/** One level of the two tracks: each track's reward (null when none) and whether it is claimed. */
export interface BattlePassLevel {
  level: number;
  reached: boolean;
  free: Reward | null;
  free_claimed: boolean;
  upgraded: Reward | null;
  upgraded_claimed: boolean;
}

/** The battle-pass page: the summary, the rewards claimable now, levels 1..80, and the automatic rewards past 80. */
export interface BattlePassLevels extends BattlePassSummary {
  unclaimed_rewards: number;
  levels: BattlePassLevel[];
  automatic: { level: number; reward: Reward; granted: boolean }[];
}
export type BattlePassClaimReply = ResponseOf<'post', '/api/players/{steam_id}/battle_pass/claim'>;
/** The two tracks of a level. */
export type Track = 'free' | 'upgraded';
