import type { GivenEvent } from '../../core/testing';

/**
 * Test helpers (not exported by the package): store events as projection tests give them, on
 * the streams the domain appends them to: a player's on `player-{steamId}`, sales on
 * `catalog`. Reasons and refs are those of an admin grant unless they matter to a test.
 */

const onPlayer = (steamId: string, type: string, data: unknown, decidedAt: string): GivenEvent => ({
  stream: `player-${steamId}`,
  type,
  data,
  decidedAt,
});

export function goldChanged(steamId: string, amount: number, balance: number, decidedAt: string): GivenEvent {
  return onPlayer(steamId, 'GoldChanged', { amount, balance, reason: 'admin_grant', ref: null }, decidedAt);
}

export function itemsGranted(steamId: string, items: Record<string, number>, decidedAt: string): GivenEvent {
  return onPlayer(steamId, 'ItemsGranted', { items: counts(items), reason: 'admin_grant', ref: null }, decidedAt);
}

export function itemsConsumed(steamId: string, items: Record<string, number>, decidedAt: string): GivenEvent {
  return onPlayer(steamId, 'ItemsConsumed', { items: counts(items), reason: 'chest_opened', ref: null }, decidedAt);
}

export function itemEquipped(steamId: string, itemId: string, group: string, replaced: string | null, decidedAt: string): GivenEvent {
  return onPlayer(steamId, 'ItemEquipped', { itemId, group, replaced }, decidedAt);
}

export function itemUnequipped(steamId: string, itemId: string, group: string, decidedAt: string): GivenEvent {
  return onPlayer(steamId, 'ItemUnequipped', { itemId, group }, decidedAt);
}

export function plusDaysGranted(steamId: string, days: number, expiresAt: string, decidedAt: string): GivenEvent {
  return onPlayer(steamId, 'PlusDaysGranted', { days, expiresAt, reason: 'code', ref: null }, decidedAt);
}

export interface SaleFixture {
  saleId: string;
  percentOff: number;
  itemIds: string[];
  startsAt: string;
  endsAt: string;
}

const title = (saleId: string) => ({ en: `Sale ${saleId}`, cn: `促销 ${saleId}` });

export function saleScheduled(sale: SaleFixture, decidedAt: string): GivenEvent {
  return { stream: 'catalog', type: 'SaleScheduled', data: { ...sale, title: title(sale.saleId), scheduledBy: 'admin' }, decidedAt };
}

export function saleChanged(sale: SaleFixture, decidedAt: string): GivenEvent {
  return { stream: 'catalog', type: 'SaleChanged', data: { ...sale, title: title(sale.saleId), changedBy: 'admin' }, decidedAt };
}

export function saleEnded(saleId: string, endedAt: string): GivenEvent {
  return { stream: 'catalog', type: 'SaleEnded', data: { saleId, endedAt, endedBy: 'admin' }, decidedAt: endedAt };
}

function counts(items: Record<string, number>) {
  return Object.entries(items).map(([itemId, count]) => ({ itemId, count }));
}
