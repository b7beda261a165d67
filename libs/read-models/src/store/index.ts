/**
 * The store feature of the read models (docs/game-rules.md "Economy"): a player's wallet, inventory and
 * equips, and the catalog's sales; the projection writing them and the queries reading them in
 * the API's shapes (a player's cosmetics with the chests feature's chest history).
 */
export * from './keys';
export * from './projection';
export * from './queries';
export { cosmeticRowOf } from './cosmetic-rows';
export { readPlusBenefits } from './plus-benefits';
