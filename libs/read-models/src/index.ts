/**
 * The read models: Redis hashes, sorted sets and lists projected from the event store, one
 * feature folder each (game-results, players, leaderboard, store, battle pass, quests,
 * achievements...) over a shared core, and the HTTP API's shapes they are read in.
 */
export * from './core';
export * from './game-results';
export * from './leaderboard';
export * from './players';
export * from './projections';
export * from './store';
export * from './chests';
export * from './redeem-codes';
export * from './partner';
export * from './gods';
export * from './content';
export * from './lobbies';
export * from './loadouts';
export * from './battle-pass';
export * from './quests';
export * from './achievements';
export * from './admin';
export * from './stats';
export * from './orders';
export * from './read-model-keys';
