/**
 * The battle-pass feature of the read models (docs/game-rules.md "Battle-pass levels"): each player's XP and
 * claims, their projection, and the battle pass and its levels in the API's shapes.
 */
export * from './keys';
export * from './projection';
export * from './queries';
