import type Redis from 'ioredis';
import type { EconomyStats } from '@arena/contract';
import { utcDay } from '@arena/domain';
import { daysBetween } from './game-queries';
import type { StatsKeys } from './keys';

const HOUR_MS = 3_600_000;

/** Most first, then by name. */
function ranked<T>(entries: Map<string, T>, figure: (value: T) => number): [string, T][] {
  return [...entries].sort(([a, va], [b, vb]) => figure(vb) - figure(va) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * `GET /api/stats/economy`: the UTC days from the one `hours` before `now` (ms) to today, one
 * HGETALL a day: gold in and out by reason per day, purchases per item, chests and their drops,
 * codes redeemed.
 */
export async function readEconomyStats(redis: Redis, keys: StatsKeys, now: number, hours: number): Promise<EconomyStats> {
  const from = utcDay(now - hours * HOUR_MS);
  const to = utcDay(now);
  const days = daysBetween(from, to);
  const pipeline = redis.pipeline();
  for (const day of days) pipeline.hgetall(keys.statsEconomy(day));
  const hashes = ((await pipeline.exec()) ?? []).map(([error, hash]) => {
    if (error) throw error;
    return hash as Record<string, string>;
  });

  const purchases = new Map<string, { count: number; gold: number }>();
  const chests = new Map<string, { opened: number; drops: Map<string, { count: number; duplicates: number }> }>();
  const codes = new Map<string, number>();
  const chestOf = (id: string) => {
    let chest = chests.get(id);
    if (!chest) chests.set(id, (chest = { opened: 0, drops: new Map() }));
    return chest;
  };
  const dropOf = (chestId: string, itemId: string) => {
    const { drops } = chestOf(chestId);
    let drop = drops.get(itemId);
    if (!drop) drops.set(itemId, (drop = { count: 0, duplicates: 0 }));
    return drop;
  };

  const rows = days.map((day, i) => {
    const row = {
      day,
      gold_earned: {} as Record<string, number>,
      gold_spent: {} as Record<string, number>,
      purchases: 0,
      chests_opened: 0,
      codes_redeemed: 0,
      orders_paid: 0,
      revenue_usd_cents: 0,
      refunded_usd_cents: 0,
    };
    for (const [field, text] of Object.entries(hashes[i])) {
      const value = Number(text);
      const cut = field.indexOf(':');
      const [kind, rest] = cut < 0 ? [field, ''] : [field.slice(0, cut), field.slice(cut + 1)];
      if (kind === 'earned') row.gold_earned[rest] = value;
      else if (kind === 'spent') row.gold_spent[rest] = value;
      else if (kind === 'purchases') row.purchases = value;
      else if (kind === 'chests') row.chests_opened = value;
      else if (kind === 'codes') row.codes_redeemed = value;
      else if (kind === 'orders') row.orders_paid = value;
      else if (kind === 'revenue') row.revenue_usd_cents = value;
      else if (kind === 'refunded') row.refunded_usd_cents = value;
      else if (kind === 'buy' || kind === 'gold') {
        const item = purchases.get(rest) ?? { count: 0, gold: 0 };
        if (kind === 'buy') item.count += value;
        else item.gold += value;
        purchases.set(rest, item);
      } else if (kind === 'chest') chestOf(rest).opened += value;
      else if (kind === 'drop' || kind === 'dup') {
        // chest ids have no colon: the item id is what follows the first one
        const split = rest.indexOf(':');
        const drop = dropOf(rest.slice(0, split), rest.slice(split + 1));
        if (kind === 'drop') drop.count += value;
        else drop.duplicates += value;
      } else if (kind === 'code') codes.set(rest, (codes.get(rest) ?? 0) + value);
    }
    return row;
  });

  return {
    from,
    to,
    days: rows,
    purchases: ranked(purchases, ({ count }) => count).map(([itemId, { count, gold }]) => ({ item_id: itemId, count, gold })),
    chests: ranked(chests, ({ opened }) => opened).map(([chestId, { opened, drops }]) => ({
      chest_id: chestId,
      opened,
      drops: ranked(drops, ({ count }) => count).map(([itemId, { count, duplicates }]) => ({ item_id: itemId, count, duplicates })),
    })),
    codes: ranked(codes, (n) => n).map(([code, redeemed]) => ({ code, redeemed })),
  };
}
