/**
 * The orders' read models: each order's row, the player's orders, every order, the
 * orders awaiting fulfilment, and their reads. The order events' types are local structural
 * interfaces (`events.ts`) until the order domain's are merged.
 */
export * from './events';
export * from './keys';
export * from './row';
export * from './projection';
export * from './queries';
