/**
 * The read models: Redis hashes and sorted sets projected from the event store, one feature
 * folder each (game-results, players, leaderboard) over a shared core, and the HTTP API's
 * shapes they are read in.
 */
export * from './core';
export * from './game-results';
export * from './leaderboard';
export * from './players';
export * from './projections';
export * from './read-model-keys';
