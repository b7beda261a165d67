/**
 * The store feature of the read models (docs/game-rules.md "Economy"): a player's wallet, inventory,
 * equips and chest history, and the catalog's sales; the projection writing them and the
 * queries reading them in the API's shapes.
 */
export * from './chest-history-codec';
export * from './keys';
export * from './projection';
export * from './queries';
