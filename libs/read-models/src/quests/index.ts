/**
 * The quests feature of the read models (docs/game-rules.md "Progression"): each player's
 * quest stats, daily quests, login and welcome rewards, daily caps, daily gold and double-down,
 * their projection, and the views and profile badge read from them.
 */
export * from './keys';
export * from './projection';
export * from './queries';
export * from './state';
export { achievementTierName, goalText } from './texts';
