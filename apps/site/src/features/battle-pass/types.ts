/** The battle pass's bodies (libs/contract; docs/game-rules.md "Battle-pass tracks"), under the names the site's code uses; types only. */
import type { BattlePassClaimReply as ContractClaimReply, BattlePassLevels as ContractLevels, BattlePassLevelView } from '@arena/contract';

export type BattlePassLevels = ContractLevels;
export type BattlePassLevel = BattlePassLevelView;
export type AutomaticReward = BattlePassLevels['automatic'][number];
export type BattlePassClaimReply = ContractClaimReply;
/** The two tracks of a level. */
export type Track = 'free' | 'upgraded';
