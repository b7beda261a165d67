/**
 * Gods: which gods a player owns (a card, a gold card, a free god, or a Plus-exclusive god while
 * Plus lasts) and their progress towards each god's gold card, grown by duplicate god cards from
 * god chests. Rules: docs/game-rules.md "God ownership" and "God progress".
 */
export type { GodProgressGained, GodProgressReason, GodsEvent } from './events';
export { decodeGodsSlice, encodeGodsSlice, evolveGodsSlice, initialGodsSlice } from './state';
export type { GodsSlice } from './state';
export { FREE_GODS, GOLD_CARD_PROGRESS_TARGET, PLUS_EXCLUSIVE_GODS } from './data';
export { godCardId, godOfCard, goldGodCardId } from './cards';
export { godOwnership, godsView } from './ownership';
export { gainGodProgress } from './progress';
export type { ProgressGain } from './progress';
export type { GodOwnership, GodOwnershipReason, GodOwnershipState, GodView } from './ownership';
