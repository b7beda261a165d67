/**
 * Plus, the subscription (GAME_RULES.md "Gold, store and payments"): its expiry, extended by the
 * store's Plus packages from max(now, current expiry); `hasPlus` at a given time.
 */
export { decodePlusSlice, encodePlusSlice, evolvePlusSlice, hasPlus, initialPlusSlice, plusExpiryAfter } from './state';
export type { PlusSlice } from './state';
