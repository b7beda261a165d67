/** The leaderboard feature of the read models: the ranked players' sorted set and its read. */
export * from './keys';
export * from './projection';
export * from './queries';
export * from './document';
