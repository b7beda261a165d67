/**
 * Plus, the subscription (GAME_RULES.md "Gold, store and payments"): its expiry, extended by the
 * store's Plus packages from max(now, current expiry); `hasPlus` at a given time, which an active
 * partner link also gives (issue 7, "Partner").
 */
export { decodePlusSlice, encodePlusSlice, evolvePlusSlice, hasPlus, initialPlusSlice, plusExpiryAfter } from './state';
export type { PartnerPlusSource, PlusSlice } from './state';
