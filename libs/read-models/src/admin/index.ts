/**
 * The admin console's read models (docs/api.md, "Administration"): the player and game indexes,
 * the gold ledger, the audit list (its registry of admin actions) and their reads.
 */
export * from './keys';
export * from './audit-registry';
export * from './projection';
export * from './players.queries';
export * from './audit.queries';
export * from './games.queries';
