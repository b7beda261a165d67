/**
 * Plus, the subscription (docs/game-rules.md "Plus"): its expiry, extended by the
 * store's Plus packages from max(now, current expiry); `hasPlus` at a given time, which an active
 * partner link also gives ("Partner link").
 */
export { decodePlusSlice, encodePlusSlice, evolvePlusSlice, hasPlus, initialPlusSlice, plusExpiryAfter } from './state';
export type { PartnerPlusSource, PlusSlice } from './state';
