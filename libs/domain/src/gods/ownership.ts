import { GODS } from '../catalog';
import { godCardId, goldGodCardId } from './cards';
import { FREE_GODS, GOLD_CARD_PROGRESS_TARGET, PLUS_EXCLUSIVE_GODS } from './data';
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
  /** Progress points towards the gold card. */
  progress: number;
  /** The progress the gold card needs (`GOLD_CARD_PROGRESS_TARGET`). */
  target: number;
  /** The player banned it from their own pool (docs/game-rules.md "God bans"). */
  banned: boolean;
}

/** What ownership reads: the inventory (item id to count) and whether Plus is active now. */
export interface GodOwnershipState {
  inventory: ReadonlyMap<string, number>;
  /** Whether the player has Plus at the time asked about (see the Plus feature's `hasPlus`). */
  hasPlus: boolean;
}

const owns = (inventory: ReadonlyMap<string, number>, itemId: string): boolean => (inventory.get(itemId) ?? 0) > 0;

/**
 * Whether the player owns `godId` (docs/game-rules.md "God ownership"): they have `card_{god}`
 * or `gold_card_{god}`, or the god is free (`FREE_GODS`), or they have Plus and the god is
 * Plus-exclusive (`PLUS_EXCLUSIVE_GODS`). Reasons come in the order free, card, gold_card,
 * plus_exclusive. An id the gods catalog does not know is owned only through a card.
 */
export function godOwnership(state: GodOwnershipState, godId: string): GodOwnership {
  const reasons: GodOwnershipReason[] = [];
  if (FREE_GODS.includes(godId)) reasons.push('free');
  if (owns(state.inventory, godCardId(godId))) reasons.push('card');
  if (owns(state.inventory, goldGodCardId(godId))) reasons.push('gold_card');
  if (state.hasPlus && PLUS_EXCLUSIVE_GODS.includes(godId)) reasons.push('plus_exclusive');
  return { owned: reasons.length > 0, reasons };
}

/**
 * Every god of the gods catalog, in catalog order, with its ownership (see `godOwnership`), its
 * progress towards the gold card out of `GOLD_CARD_PROGRESS_TARGET` points and whether the player
 * banned it (none when `bannedGods` is not given). Progress is only reported here; reaching the
 * target grants the gold card (see `gainGodProgress`).
 */
export function godsView(
  state: Pick<GodOwnershipState, 'inventory'> & Pick<GodsSlice, 'godProgress'> & Partial<Pick<GodsSlice, 'bannedGods'>>,
  hasPlus: boolean,
): GodView[] {
  return GODS.map((god) => ({
    godId: god.id,
    ...godOwnership({ inventory: state.inventory, hasPlus }, god.id),
    plusExclusive: PLUS_EXCLUSIVE_GODS.includes(god.id),
    progress: state.godProgress.get(god.id) ?? 0,
    target: GOLD_CARD_PROGRESS_TARGET,
    banned: state.bannedGods?.has(god.id) ?? false,
  }));
}
