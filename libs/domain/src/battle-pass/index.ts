/**
 * The battle pass (docs/game-rules.md, "Battle-pass levels" and after): levels from XP, the free and the
 * upgraded (`buy_bp`) tracks' rewards up to level 80, claims of one level or all, and the
 * automatic rewards past level 80.
 */
export { automaticReward, battlePassLevel, freeReward, LAST_TRACK_LEVEL, levelRequirements, upgradedReward, XP_PER_LEVEL } from './levels';
export type { LevelReward } from './levels';
export type { BattlePassRewardClaimed, BattlePassTrack } from './events';
export { claimKey, decodeBattlePassSlice, encodeBattlePassSlice, evolveBattlePassSlice, initialBattlePassSlice } from './state';
export type { BattlePassSlice } from './state';
export {
  automaticBattlePassRewards,
  BATTLE_PASS_UPGRADE,
  decideClaimAllBattlePass,
  decideClaimBattlePassLevel,
  hasUpgradedBattlePass,
  unclaimedBattlePassRewards,
} from './claim';
export type { BattlePassClaimAnswer, BattlePassClaimState, ClaimAllBattlePass, ClaimBattlePassLevel } from './claim';
