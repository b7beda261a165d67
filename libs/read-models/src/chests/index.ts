/**
 * The chests feature of the read models: a player's chest history (the openings, newest first),
 * its keys, its stored form and the projection writing it; the wallet's query reads it.
 */
export * from './chest-history-codec';
export * from './keys';
export * from './projection';
