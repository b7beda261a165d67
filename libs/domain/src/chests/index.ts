/**
 * Chests: opening the catalog's chests with seeded, published odds (docs/game-rules.md "Chests").
 * Weighted chests (chest_basic with its extra rolls, chest_gold, chest_god) roll a table; unique
 * chests (chest_god_unique, chest_arena_unique, chest_avatar_unique) draw like a bag without
 * replacement, with pity rolls for their rare tiers. Duplicates refund gold, or god progress
 * for a god card from a god chest. The command service draws the seed; `ChestOpened` records it.
 */
export type { OpenChest, OpenChestAnswer } from './commands';
export type { ChestDrop, ChestOpened, ChestsEvent, UniqueDraw } from './events';
export { decideOpenChest } from './open';
export type { OpenChestEvent, OpenChestState } from './open';
export { decodeChestsSlice, encodeChestsSlice, evolveChestsSlice, initialChestsSlice } from './state';
export type { ChestsSlice, UniqueChestBag } from './state';
export { publishedOdds } from './odds';
export type { ChestOdds, ChestOddsEntry, ExtraRollOdds, UniqueOdds, UniqueTierOdds } from './odds';
export {
  CHEST_DEFINITIONS,
  chestDefinition,
  DUPLICATE_GOD_CARD_PROGRESS,
  DUPLICATE_REFUND_DIVISOR,
  DUPLICATE_REFUND_WITHOUT_PRICE,
} from './definitions';
export type { ChestDefinition, ExtraRolls, UniqueChest, UniqueTierDefinition, WeightedChest, WeightedEntry } from './definitions';
export { PITY_TABLES, pityOneIn, UNIQUE_TIERS } from './pity';
export type { UniqueTier } from './pity';
export { rollChest } from './roll';
export type { ChestRoll, RolledItem } from './roll';
export { isSeed, randomIndex, sfc32 } from './random';
export type { Random } from './random';
