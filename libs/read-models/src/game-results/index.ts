/**
 * The game-results feature of the read models: game documents, the recent games and each
 * player's games; their keys, projection and reads.
 */
export * from './hero-codec';
export * from './keys';
export * from './projection';
export * from './queries';
