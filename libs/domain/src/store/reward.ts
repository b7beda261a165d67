import type { ItemCount } from '../catalog';
import type { PlusSlice } from '../plus';
import type { StoreEvent } from './events';
import { goldChanged, grantItems } from './grant';
import type { StoreSlice } from './state';

/**
 * What a reward gives (a battle-pass level, a quest, an achievement, a login or welcome reward):
 * gold, battle-pass XP and items (packs open when granted). Figures are gold and XP.
 */
export interface Reward {
  gold: number;
  xp: number;
  items: readonly ItemCount[];
}

/** A reward of gold only, XP only or items only, for the rules' tables. */
export const goldReward = (gold: number): Reward => ({ gold, xp: 0, items: [] });
export const xpReward = (xp: number): Reward => ({ gold: 0, xp, items: [] });
export const itemReward = (itemId: string, count = 1): Reward => ({ gold: 0, xp: 0, items: [{ itemId, count }] });

/**
 * The events that give a reward, all of reason `reward` and `ref` (what it was for, such as
 * `battle_pass:upgraded:10`): its gold (`GoldChanged`), its XP (`XpGranted`), then its items
 * (`grantItems`: a non-stacking item already owned is skipped). `now` in ms since the epoch.
 * Answers the events and the gold balance after them.
 * @throws DomainError `unknown_item` for an item not in the catalog (a bug in a rules table).
 */
export function rewardEvents(
  reward: Reward,
  ref: string,
  state: Pick<StoreSlice, 'gold' | 'inventory'> & PlusSlice,
  now: number,
): { events: StoreEvent[]; balance: number } {
  const events: StoreEvent[] = [];
  let balance = state.gold;
  if (reward.gold > 0) {
    const gold = goldChanged(balance, reward.gold, 'reward', ref);
    balance = gold.data.balance;
    events.push(gold);
  }
  if (reward.xp > 0) events.push({ type: 'XpGranted', data: { amount: reward.xp, reason: 'reward', ref } });
  const items = grantItems(reward.items, 'reward', ref, { ...state, gold: balance }, now);
  return { events: [...events, ...items.events], balance: items.balance };
}
