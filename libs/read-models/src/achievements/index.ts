/**
 * The achievements feature of the read models (docs/game-rules.md "Achievements"): the
 * tiers each player claimed, their projection, and the achievements view and profile badge (over
 * the stats the quests feature counts).
 */
export * from './keys';
export * from './projection';
export * from './queries';
