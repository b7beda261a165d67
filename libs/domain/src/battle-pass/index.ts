/**
 * The battle pass (GAME_RULES.md "Battle pass"; issue 8): levels from XP, the free and the
 * upgraded tracks' rewards up to level 80, and the automatic rewards past it. Claims and their
 * events come in the next step.
 */
export { automaticReward, battlePassLevel, freeReward, LAST_TRACK_LEVEL, levelRequirements, upgradedReward, XP_PER_LEVEL } from './levels';
export type { LevelReward } from './levels';
