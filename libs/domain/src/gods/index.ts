/**
 * Gods: which gods a player owns (a card, a gold card, a free god, or a Plus-exclusive god while
 * Plus lasts), their progress towards each god's gold card, grown by duplicate god cards from
 * god chests, and the gods the player banned from their pool. Rules: docs/game-rules.md "God
 * ownership", "God progress", "God bans" and "Global god flags" (the flags live on the
 * `catalog` stream; `catalog-stream/` assembles it).
 */
export type { GodBanChanged, GodFlagsChanged, GodProgressGained, GodProgressReason, GodsEvent } from './events';
export { decideSetGodBanned } from './ban';
export type { GodBanAnswer, SetGodBanned } from './ban';
export { decodeGodsSlice, encodeGodsSlice, evolveGodsSlice, initialGodsSlice } from './state';
export type { GodsSlice } from './state';
export { FREE_GODS, GOLD_CARD_PROGRESS_TARGET, PLUS_EXCLUSIVE_GODS } from './data';
export { godCardId, godOfCard, goldGodCardId } from './cards';
export { godOwnership, godsView } from './ownership';
export { gainGodProgress } from './progress';
export type { ProgressGain } from './progress';
export type { GodOwnership, GodOwnershipReason, GodOwnershipState, GodView } from './ownership';
export { DEFAULT_GOD_FLAGS, decideSetGodFlags, disabledGods, evolveGodFlagsSlice, godFlagsOf, initialGodFlagsSlice } from './flags';
export type { GodFlags, GodFlagsAnswer, GodFlagsSlice, GodFlagsTable, SetGodFlags } from './flags';
