import type { Decision } from '../../shared/decision';
import type { Decider } from '../../shared/decider';
import type { GoldChanged, GrantReason, ItemsGranted, StoreEvent } from '../events';
import { evolvePlusSlice, initialPlusSlice, type PlusSlice } from '../../plus';
import { evolveStoreSlice, initialStoreSlice, StoreSlice } from '../state';

/** The state the store's decisions read: the wallet and inventory, and Plus (packages extend it). */
export type StoreTestState = StoreSlice & PlusSlice;

/** A store decide as a decider over the store and Plus slices, for `deciderSpecification`. Test code only. */
export function storeDecider<C, A>(
  decide: (command: C, state: StoreTestState) => Decision<StoreEvent, A>,
): Decider<C, StoreEvent, StoreTestState, A> {
  return {
    decide,
    evolve: (state, event) => {
      const store = { ...state, ...evolveStoreSlice(state, event) };
      return { ...store, ...evolvePlusSlice(store, event) };
    },
    initialState: { ...initialStoreSlice, ...initialPlusSlice },
  };
}

/** A `GoldChanged` event. */
export const gold = (amount: number, balance: number, reason: GrantReason = 'admin_grant', ref: string | null = null): GoldChanged => ({
  type: 'GoldChanged',
  data: { amount, balance, reason, ref },
});

/** An `ItemsGranted` event of one item each (or the counts given). */
export const granted = (items: Record<string, number>, reason: GrantReason = 'admin_grant', ref: string | null = null): ItemsGranted => ({
  type: 'ItemsGranted',
  data: { items: Object.entries(items).map(([itemId, count]) => ({ itemId, count })), reason, ref },
});

/** Milliseconds of a UTC time `YYYY-MM-DDTHH:MM`. */
export const at = (utc: string): number => Date.parse(`${utc}:00Z`);
