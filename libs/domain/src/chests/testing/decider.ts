import type { ItemCount } from '../../catalog';
import { evolveGodsSlice, initialGodsSlice, type GodsSlice } from '../../gods';
import { evolvePlusSlice, initialPlusSlice, type PlusSlice } from '../../plus';
import type { Decider } from '../../shared/decider';
import { evolveStoreSlice, initialStoreSlice, type GoldChanged, type ItemsGranted, type StoreSlice } from '../../store';
import type { OpenChest, OpenChestAnswer } from '../commands';
import type { ChestDefinition } from '../definitions';
import { decideOpenChest, type OpenChestEvent } from '../open';
import { sfc32 } from '../random';
import { rollChest, type ChestRoll } from '../roll';
import { evolveChestsSlice, initialChestsSlice, type ChestsSlice, type UniqueChestBag } from '../state';

/** The player state an opening reads and its events change: store, Plus, chests and gods slices. */
export type ChestsTestState = StoreSlice & PlusSlice & ChestsSlice & GodsSlice;

const SLICE_EVOLVERS: readonly ((state: ChestsTestState, event: OpenChestEvent) => object)[] = [
  evolveStoreSlice,
  evolvePlusSlice,
  evolveChestsSlice,
  evolveGodsSlice,
];

/** `decideOpenChest` as a decider over the slices it touches, for `deciderSpecification`. */
export const chestsDecider: Decider<OpenChest, OpenChestEvent, ChestsTestState, OpenChestAnswer> = {
  decide: decideOpenChest,
  // one slice after the other: an evolver that does not handle the event gives back the whole state
  evolve: (state, event) =>
    SLICE_EVOLVERS.reduce<ChestsTestState>((folded, evolveSlice) => ({ ...folded, ...evolveSlice(folded, event) }), state),
  initialState: { ...initialStoreSlice, ...initialPlusSlice, ...initialChestsSlice, ...initialGodsSlice },
};

/** 2024-06-01T12:00:00Z, in ms. */
const NOW = Date.UTC(2024, 5, 1, 12);

/** An `OpenChest` command. */
export const openChest = (chestId: string, seed: number, now = NOW): OpenChest => ({ type: 'OpenChest', chestId, seed, now });

/** Past events giving the player these items (and gold when given). */
export function chestsGiven(items: Record<string, number>, gold = 0): OpenChestEvent[] {
  const granted: ItemsGranted = {
    type: 'ItemsGranted',
    data: { items: Object.entries(items).map(([itemId, count]): ItemCount => ({ itemId, count })), reason: 'admin_grant', ref: null },
  };
  const wallet: GoldChanged = { type: 'GoldChanged', data: { amount: gold, balance: gold, reason: 'admin_grant', ref: null } };
  return gold > 0 ? [wallet, granted] : [granted];
}

/** The first seed (counting from 0) whose roll passes `accept`; throws when none of the first 200,000 does. */
export function seedWhere(definition: ChestDefinition, accept: (roll: ChestRoll) => boolean, bag?: UniqueChestBag): number {
  for (let seed = 0; seed < 200_000; seed++) if (accept(rollChest(definition, bag, sfc32(seed)))) return seed;
  throw new Error(`no seed below 200,000 gives such a roll of ${definition.chestId}`);
}
