/**
 * @arena/domain: what the game decides, pure (no I/O, no clock, no randomness it is not
 * handed). One folder per feature (players, game-results, catalog, store, plus, partner...); `shared/` holds the decider toolkit; `player/` assembles
 * the `player-{steamId}` stream from the features' slices. The given/when/then helper for
 * tests (`shared/testing`) is not exported here: production code never loads it.
 */
export { DomainError } from './shared/decision';
export type { Decision } from './shared/decision';
export { foldEvents, isEventOf } from './shared/decider';
export type { Decider, SnapshotCodec, StreamEvent } from './shared/decider';
export { SnapshotFormatError } from './shared/snapshot-json';
export { siteLanguageOf } from './shared/site-language';
export type { SiteLanguage } from './shared/site-language';
export { DAY_MS, nextUtcMidnight, utcDay, weekOf } from './shared/calendar';
export { decideOnce, refuseReusedKey, MAX_REMEMBERED_REQUESTS, REQUEST_MEMORY_MS } from './shared/idempotency';
export type { ClientRequest, RequestCompleted, RequestsSlice } from './shared/idempotency';
export * from './players';
export * from './game-results';
export * from './catalog';
export * from './player';
export * from './store';
export * from './plus';
export * from './chests';
export * from './gods';
export * from './redeem-codes';
export * from './battle-pass';
export * from './quests';
export * from './achievements';
export * from './partner';
export * from './orders';
export * from './sales';
export * from './catalog-stream';
export * from './content';
export * from './lobbies';
export * from './avatars/generated-avatar';
