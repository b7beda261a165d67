/**
 * The game-results feature of the read models: game documents, the recent games and each
 * player's games, and each player's stats over their games; their keys, projections and reads.
 */
export * from './document';
export * from './hero-codec';
export * from './keys';
export * from './projection';
export * from './queries';
export * from './player-stats-keys';
export * from './player-stats.projection';
export * from './player-stats.queries';
