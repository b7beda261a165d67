import { cosmeticById } from '../catalog';
import { gainGodProgress, godOfCard, type GodProgressGained, type GodsSlice } from '../gods';
import type { PlusSlice } from '../plus';
import { DomainError, type Decision } from '../shared/decision';
import { goldChanged, grantItems, ownedCount, type ItemsConsumed, type StoreEvent, type StoreSlice } from '../store';
import type { OpenChest, OpenChestAnswer } from './commands';
import { chestDefinition, type ChestDefinition } from './definitions';
import type { ChestDrop, ChestOpened } from './events';
import { isSeed, sfc32 } from './random';
import { rollChest, type RolledItem } from './roll';
import type { ChestsSlice } from './state';

/** What opening a chest reads: the wallet and inventory, Plus (Plus drops extend it), the bags. */
export type OpenChestState = Pick<StoreSlice, 'gold' | 'inventory'> &
  PlusSlice &
  Pick<ChestsSlice, 'uniqueChestBags'> &
  Pick<GodsSlice, 'godProgress'>;

/** Events an opening decides: the store's (consumption, grants, refunds), `ChestOpened`, god progress. */
export type OpenChestEvent = StoreEvent | ChestOpened | GodProgressGained;

/** A god card from a god chest becomes god progress when it is a duplicate. */
function godProgressOf(definition: ChestDefinition, itemId: string): string | null {
  return definition.duplicateGodProgress === null ? null : godOfCard(itemId);
}

/**
 * Flags duplicates: a non-stacking item (neither a pack nor a stacking chest or consumable) the
 * player owns, or one dropped earlier in this opening.
 */
function dropsOf(items: readonly RolledItem[], definition: ChestDefinition, inventory: ReadonlyMap<string, number>): ChestDrop[] {
  const seen = new Set<string>();
  return items.map(({ itemId }) => {
    const item = cosmeticById(itemId);
    const unique = item !== undefined && !item.stacks && item.contents === null;
    const duplicate = unique && (ownedCount({ inventory }, itemId) > 0 || seen.has(itemId));
    seen.add(itemId);
    const refundGold = duplicate && godProgressOf(definition, itemId) === null ? definition.duplicateRefundGold : 0;
    return { itemId, count: 1, duplicate, refundGold };
  });
}

/**
 * Opens one chest the player owns (docs/game-rules.md "Chest opening"), its drops rolled from `seed` (sfc32,
 * see `random.ts`) as `rollChest` draws them. Events, in order:
 * 1. `ItemsConsumed` of the chest (reason `chest_opened`, ref the chest id);
 * 2. `ChestOpened` (seed, `openedAt` ISO-8601 of `now`, drops with duplicates flagged, the bag's
 *    draw for a unique chest);
 * 3. the grant of the drops that are not duplicates, by the store's `grantItems` (reason `chest`,
 *    ref the chest id): gold drops open into `GoldChanged`, XP into `XpGranted`, Plus into
 *    `PlusDaysGranted`, the rest (a `chest_god` included) into one `ItemsGranted`;
 * 4. for each duplicate, in drop order: `GodProgressGained` (+5, reason `duplicate_card`, ref the
 *    chest id; with the gold card, `ItemsGranted`, when it reaches 100: see `gainGodProgress`)
 *    for a god card from a god chest, else `GoldChanged` of the refund (a quarter of
 *    the chest's gold price, 100 gold without one; reason `chest_refund`, ref the duplicate item:
 *    "reported as the missed item").
 * Answers the drops and the gold balance after them (gold).
 * @throws DomainError `invalid_seed` (not a uint32), `invalid_time` (`now` not a time in ms),
 *         `not_a_chest` (unknown id, or an item that is not a chest), `no_chest` (the player
 *         owns none of it).
 */
export function decideOpenChest(command: OpenChest, state: OpenChestState): Decision<OpenChestEvent, OpenChestAnswer> {
  const { chestId, seed, now } = command;
  if (!isSeed(seed)) throw new DomainError('invalid_seed', 'The seed must be an integer from 0 to 4294967295');
  if (typeof now !== 'number' || Number.isNaN(new Date(now).getTime()))
    throw new DomainError('invalid_time', 'The opening time must be a number of milliseconds');
  const definition = chestDefinition(chestId);
  if (!definition) throw new DomainError('not_a_chest', `${chestId} is not a chest`);
  if (ownedCount(state, chestId) < 1) throw new DomainError('no_chest', 'You have no chest of this kind');

  const roll = rollChest(definition, state.uniqueChestBags.get(chestId), sfc32(seed));
  const drops = dropsOf(roll.items, definition, state.inventory);
  const consumed: ItemsConsumed = {
    type: 'ItemsConsumed',
    data: { items: [{ itemId: chestId, count: 1 }], reason: 'chest_opened', ref: chestId },
  };
  const opened: ChestOpened = {
    type: 'ChestOpened',
    data: { chestId, seed, openedAt: new Date(now).toISOString(), drops, unique: roll.unique },
  };
  const kept = drops.filter((drop) => !drop.duplicate).map(({ itemId, count }) => ({ itemId, count }));
  const grant = grantItems(kept, 'chest', chestId, state, now);

  let balance = grant.balance;
  let godProgress = state.godProgress;
  const compensations: OpenChestEvent[] = [];
  for (const drop of drops.filter(({ duplicate }) => duplicate)) {
    const godId = godProgressOf(definition, drop.itemId);
    if (godId !== null && definition.duplicateGodProgress !== null) {
      const gain = gainGodProgress(
        { godProgress, inventory: state.inventory },
        godId,
        definition.duplicateGodProgress,
        'duplicate_card',
        chestId,
      );
      godProgress = gain.godProgress;
      compensations.push(...gain.events);
    } else {
      const refund = goldChanged(balance, drop.refundGold, 'chest_refund', drop.itemId);
      balance = refund.data.balance;
      compensations.push(refund);
    }
  }
  return { events: [consumed, opened, ...grant.events, ...compensations], answer: { chestId, drops, balance } };
}
