import { GODS } from '../catalog';
import { godCardId, goldGodCardId } from './cards';
import { GOLD_CARD_PROGRESS_TARGET } from './data';
import { godFlagsOf, type GodFlagsTable } from './flags';
import type { GodsSlice } from './state';

/** Why a player owns a god. */
export type GodOwnershipReason = 'free' | 'card' | 'gold_card' | 'plus_exclusive';

/** Whether a player owns a god, and every reason they do (empty when not owned). */
export interface GodOwnership {
  owned: boolean;
  reasons: GodOwnershipReason[];
}

/** One god as a player sees it: ownership, and progress towards its gold card. */
export interface GodView extends GodOwnership {
  godId: string;
  /** The god is Plus-exclusive (owned while Plus lasts), whether or not the player has Plus. */
  plusExclusive: boolean;
  /** The god is offered in games (an admin may disable it for everyone: docs/game-rules.md "Global god flags"). */
  enabled: boolean;
  /** Progress points towards the gold card. */
  progress: number;
  /** The progress the gold card needs (`GOLD_CARD_PROGRESS_TARGET`). */
  target: number;
  /** The player banned it from their own pool (docs/game-rules.md "God bans"). */
  banned: boolean;
}

/** What ownership reads: the inventory (item id to count), whether Plus is active now, and the gods' global flags. */
export interface GodOwnershipState {
  inventory: ReadonlyMap<string, number>;
  /** Whether the player has Plus at the time asked about (see the Plus feature's `hasPlus`). */
  hasPlus: boolean;
  /** Which gods are free and Plus-exclusive: the `catalog` stream's flags (`DEFAULT_GOD_FLAGS` before any admin acted). */
  godFlags: GodFlagsTable;
}

const owns = (inventory: ReadonlyMap<string, number>, itemId: string): boolean => (inventory.get(itemId) ?? 0) > 0;

/**
 * Whether the player owns `godId` (docs/game-rules.md "God ownership"): they have `card_{god}`
 * or `gold_card_{god}`, or the god is free (its flag in `godFlags`), or they have Plus and the
 * god is Plus-exclusive (its flag). Reasons come in the order free, card, gold_card,
 * plus_exclusive. An id the gods catalog does not know is owned only through a card. Whether
 * the god is enabled does not change ownership (a disabled god is owned, and banned for everyone).
 */
export function godOwnership(state: GodOwnershipState, godId: string): GodOwnership {
  const flags = godFlagsOf(state.godFlags, godId);
  const reasons: GodOwnershipReason[] = [];
  if (flags.free) reasons.push('free');
  if (owns(state.inventory, godCardId(godId))) reasons.push('card');
  if (owns(state.inventory, goldGodCardId(godId))) reasons.push('gold_card');
  if (state.hasPlus && flags.plusExclusive) reasons.push('plus_exclusive');
  return { owned: reasons.length > 0, reasons };
}

/**
 * Every god of the gods catalog, in catalog order, with its ownership (see `godOwnership`; the
 * flags are `godFlags`), whether it is enabled, its progress towards the gold card out of
 * `GOLD_CARD_PROGRESS_TARGET` points and whether the player banned it (none when `bannedGods` is
 * not given). Progress is only reported here; reaching the target grants the gold card (see
 * `gainGodProgress`).
 */
export function godsView(
  state: Pick<GodOwnershipState, 'inventory'> & Pick<GodsSlice, 'godProgress'> & Partial<Pick<GodsSlice, 'bannedGods'>>,
  hasPlus: boolean,
  godFlags: GodFlagsTable,
): GodView[] {
  return GODS.map((god) => ({
    godId: god.id,
    ...godOwnership({ inventory: state.inventory, hasPlus, godFlags }, god.id),
    plusExclusive: godFlagsOf(godFlags, god.id).plusExclusive,
    enabled: godFlagsOf(godFlags, god.id).enabled,
    progress: state.godProgress.get(god.id) ?? 0,
    target: GOLD_CARD_PROGRESS_TARGET,
    banned: state.bannedGods?.has(god.id) ?? false,
  }));
}
