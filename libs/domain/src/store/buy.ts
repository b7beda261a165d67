import { cosmeticById } from '../catalog';
import { DomainError, type Decision } from '../shared/decision';
import type { BuyWithGold, PurchaseAnswer } from './commands';
import type { StoreEvent } from './events';
import { goldChanged, grantItems } from './grant';
import type { PlusSlice } from '../plus';
import { salePrice } from '../sales';
import { isBoughtOnce, ownedCount, StoreSlice } from './state';
import { utcDay } from '../shared/calendar';

/** How many of an item the player bought on the UTC day of `now`. */
export function boughtToday(state: Pick<StoreSlice, 'dailyPurchases'>, itemId: string, now: number): number {
  const purchases = state.dailyPurchases.get(itemId);
  return purchases?.day === utcDay(now) ? purchases.count : 0;
}

/**
 * Buys one item with gold (docs/game-rules.md "Buying with gold") at its price, or at the
 * sale's (`salePrice`) when one applies: `GoldChanged` (minus the price, reason `purchase`), the item (`ItemsGranted`) or, for a pack, its contents (see
 * `grantItems`), then `ItemPurchased` (for the daily limit, counted per UTC day). Retries are
 * recognised around it (`decideOnce`).
 * @throws DomainError `not_for_sale` (unknown id, or no gold price), `already_owned` ('You
 *         already own this item!'; consumables and chests can be bought again; a bundle, never
 *         owned as it opens into its contents, is bought once: docs/game-rules.md "Bundles"),
 *         `daily_limit_reached` ("You've reached your daily limit"), `insufficient_gold`
 *         (the balance is below the price).
 */
export function decideBuyWithGold(
  command: BuyWithGold,
  state: Pick<StoreSlice, 'gold' | 'inventory' | 'dailyPurchases' | 'bundlesBought'> & PlusSlice,
): Decision<StoreEvent, PurchaseAnswer> {
  const { itemId, now } = command;
  if (!Number.isFinite(now)) throw new DomainError('invalid_time', 'The purchase time must be a number of milliseconds');
  const item = cosmeticById(itemId);
  if (!item || item.goldPrice === null) throw new DomainError('not_for_sale', 'This item is not for sale');
  if (!item.stacks && ownedCount(state, itemId) > 0) throw new DomainError('already_owned', 'You already own this item!');
  if (isBoughtOnce(itemId) && state.bundlesBought.has(itemId)) throw new DomainError('already_owned', 'You already own this item!');
  if (item.dailyLimit !== null && boughtToday(state, itemId, now) >= item.dailyLimit) {
    throw new DomainError('daily_limit_reached', "You've reached your daily limit");
  }
  const price = command.sale ? salePrice(item.goldPrice, command.sale.percentOff) : item.goldPrice;
  if (state.gold < price) throw new DomainError('insufficient_gold', 'Not enough gold');
  const paid = goldChanged(state.gold, -price, 'purchase', itemId);
  const grant = grantItems([{ itemId, count: 1 }], 'purchase', itemId, { ...state, gold: paid.data.balance }, now);
  return {
    events: [
      paid,
      ...grant.events,
      { type: 'ItemPurchased', data: { itemId, price, saleId: command.sale?.saleId ?? null, day: utcDay(now) } },
    ],
    answer: { itemId, price, balance: grant.balance },
  };
}
