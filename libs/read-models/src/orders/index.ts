/**
 * The orders' read models: each order's row, the player's orders, every order, the
 * orders awaiting fulfilment, the player's renewing subscriptions, and their reads.
 */
export * from './events';
export * from './keys';
export * from './row';
export * from './projection';
export * from './queries';
export * from './subscriptions';
