import type Redis from 'ioredis';
import {
  CHEST_HISTORY_LIMIT,
  type CosmeticSaleView,
  type CosmeticsList,
  type CosmeticView,
  type CurrentSaleReply,
  type PlayerCosmeticsList,
  type SalesList,
  type WalletView,
} from '@arena/contract';
import { COSMETICS, cosmeticById, type CosmeticItem, isRunning, saleFor, salePrice, type SaleTerms, type SalesSlice } from '@arena/domain';
import { cosmeticRowOf } from './cosmetic-rows';
import { intField, plusFields } from '../core';
import type { PlayerKeys } from '../players';
import { decodeChestOpening, type ChestHistoryEntry, type ChestKeys } from '../chests';
import type { StoreKeys } from './keys';

/**
 * Typed reads of the store's read models, in the API shapes of `@arena/contract`. Time comes in
 * as `now`, so whether Plus or a sale runs is decided by the caller's clock (and tests fix it).
 * Gold amounts are whole coins; times ISO-8601 UTC.
 */

/** The keys the player's cosmetics are read from: the store's, the chest history and the profile hash. */
export type PlayerCosmeticsKeys = StoreKeys & ChestKeys & Pick<PlayerKeys, 'player'>;

/**
 * A player's wallet and inventory (`GET /api/players/{steam_id}/wallet`), in one round trip:
 * the balance (`coins`), Plus (`has_plus`: its expiry is after `now`, or a Gaimin account is
 * connected), the chests owned, the
 * items owned (count ≥ 1, by item id) with whether each is equipped, and the last
 * `CHEST_HISTORY_LIMIT` chest openings, newest first.
 * @returns null when the player is unknown (never registered nor played).
 */
export async function readWallet(redis: Redis, keys: PlayerCosmeticsKeys, steamId: string, now: Date): Promise<WalletView | null> {
  const replies = await redis
    .pipeline()
    // `partner_gaimin`: a connected Gaimin account gives Plus (see plusFields)
    .hmget(keys.player(steamId), 'steam_id', 'coins', 'plus_expiration', 'unopened_chests', 'partner_gaimin')
    .hgetall(keys.inventory(steamId))
    .hgetall(keys.equipped(steamId))
    .lrange(keys.chestHistory(steamId), 0, CHEST_HISTORY_LIMIT - 1)
    .exec();
  const [id, coins, plusExpiration, unopenedChests, partnerAccount] = replies![0][1] as (string | null)[];
  if (!id) return null;
  const inventory = replies![1][1] as Record<string, string>;
  const equipped = new Set(Object.values(replies![2][1] as Record<string, string>));
  const history = replies![3][1] as string[];

  return {
    steam_id: id,
    coins: intField(coins),
    ...plusFields(plusExpiration, now, partnerAccount),
    // a counter of HINCRBYs: never shown below 0 even if a consumption was projected before its grant
    unopened_chests: Math.max(0, intField(unopenedChests)),
    items: Object.entries(inventory)
      .map(([itemId, count]) => ({ item_id: itemId, count: intField(count), equipped: equipped.has(itemId) }))
      .filter((item) => item.count > 0)
      .sort((a, b) => (a.item_id < b.item_id ? -1 : a.item_id > b.item_id ? 1 : 0)),
    chest_history: history.map(decodeChestOpening).filter((entry): entry is ChestHistoryEntry => entry !== null),
  };
}

/**
 * The items a player owns (`GET /api/players/{steam_id}/cosmetics`) with the live site's fields,
 * sorted as the live site sorts them: by `cosmetic_type`, then `cosmetic_name`; one row per item,
 * its copies in `count`. `equippedOnly` (the live `?filter=equipped`) keeps the equipped ones.
 * Items no longer in the catalog are left out. One round trip.
 * @returns null when the player is unknown.
 */
export async function readPlayerCosmeticsList(
  redis: Redis,
  keys: PlayerCosmeticsKeys,
  steamId: string,
  equippedOnly: boolean,
): Promise<PlayerCosmeticsList | null> {
  const replies = await redis
    .pipeline()
    .hget(keys.player(steamId), 'steam_id')
    .hgetall(keys.inventory(steamId))
    .hgetall(keys.equipped(steamId))
    .exec();
  const id = replies![0][1] as string | null;
  if (!id) return null;
  const inventory = replies![1][1] as Record<string, string>;
  const equipped = new Set(Object.values(replies![2][1] as Record<string, string>));
  const rows: PlayerCosmeticsList = [];
  for (const [itemId, countText] of Object.entries(inventory)) {
    const item = cosmeticById(itemId);
    const count = intField(countText);
    if (!item || count < 1 || (equippedOnly && !equipped.has(itemId))) continue;
    rows.push({ steam_id: id, ...cosmeticRowOf(item), equipped: equipped.has(itemId), count });
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.sort((a, b) => compare(a.cosmetic_type, b.cosmetic_type) || compare(a.cosmetic_name, b.cosmetic_name));
}

/**
 * Every sale known, in the order they were scheduled, with an early end applied (its `endsAt`
 * is the time it was ended), as the domain's `SalesSlice` folds them: so the sale picked for an
 * item is the one a purchase decided on the catalog stream would pick. One round trip.
 */
export async function readSalesSlice(redis: Redis, keys: StoreKeys): Promise<SalesSlice> {
  const replies = await redis.pipeline().hgetall(keys.sales).hgetall(keys.salesEnded).zrange(keys.salesOrder, '0', '-1').exec();
  const terms = replies![0][1] as Record<string, string>;
  const ended = replies![1][1] as Record<string, string>;
  const order = replies![2][1] as string[];
  // ids without an order (none when the projection wrote them) go last, by id
  const ids = [...new Set([...order, ...Object.keys(terms).sort()])].filter((id) => Object.hasOwn(terms, id));
  const sales = new Map<string, SaleTerms>();
  for (const id of ids) {
    const sale = JSON.parse(terms[id]) as SaleTerms;
    sales.set(id, Object.hasOwn(ended, id) ? { ...sale, endsAt: ended[id] } : sale);
  }
  return { sales };
}

/**
 * Running and upcoming sales (`GET /api/sales`), soonest start first (then in scheduling order),
 * each `active` when it runs at `now` (starts_at ≤ now < ends_at). Ended sales, whether by their
 * end time or ended early, are not listed. One round trip.
 */
export async function readSales(redis: Redis, keys: StoreKeys, now: Date): Promise<SalesList> {
  const at = now.getTime();
  const sales = [...(await readSalesSlice(redis, keys)).sales.values()]
    .filter((sale) => Date.parse(sale.endsAt) > at)
    // a stable sort: equal starts keep the scheduling order
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return {
    sales: sales.map((sale) => ({
      id: sale.saleId,
      title: { en: sale.title.en, cn: sale.title.cn },
      percent_off: sale.percentOff,
      item_ids: [...sale.itemIds],
      starts_at: sale.startsAt,
      ends_at: sale.endsAt,
      active: isRunning(sale, at),
    })),
  };
}

/**
 * The cosmetic catalog (`GET /api/cosmetics`) in catalog order, each item with the sale running
 * on it at `now`: the largest `percent_off` of the running sales listing it, the earliest
 * scheduled of equal ones (the domain's `saleFor`), priced with the domain's `salePrice`:
 * floor(gold price × (100 − percent_off) / 100), rounded down in the player's favour, the price
 * a purchase charges. Items not sold for gold have no sale. One round trip.
 */
export async function readCosmeticsList(redis: Redis, keys: StoreKeys, now: Date): Promise<CosmeticsList> {
  const slice = await readSalesSlice(redis, keys);
  const at = now.getTime();
  return COSMETICS.map((item) => ({ ...cosmeticBase(item), sale: saleView(slice, item, at) }));
}

/**
 * The item on sale now in the live site's shape (`GET /api/sales/current_sale`): its fields with
 * `cost_coins` the sale price and `expiration` the sale's end; of several, the largest discount
 * (then catalog order). Null when no sale runs on an item sold for gold. One round trip.
 */
export async function readCurrentSale(redis: Redis, keys: StoreKeys, now: Date): Promise<CurrentSaleReply> {
  const slice = await readSalesSlice(redis, keys);
  const at = now.getTime();
  let best: { item: CosmeticItem; sale: CosmeticSaleView } | null = null;
  for (const item of COSMETICS) {
    const sale = saleView(slice, item, at);
    if (sale && (!best || sale.percent_off > best.sale.percent_off)) best = { item, sale };
  }
  if (!best) return null;
  const { item, sale } = best;
  return {
    ...cosmeticRowOf(item),
    cost_coins: sale.gold_price,
    expiration: sale.ends_at,
    sale_id: sale.sale_id,
    percent_off: sale.percent_off,
    regular_cost_coins: item.goldPrice ?? 0,
  };
}

/**
 * The sale running on one item at `now` with its price (see `readCosmeticsList`), for a
 * purchase's answer or a page of one item; null when none runs, the item is not sold for gold
 * or is not in the catalog. One round trip.
 */
export async function readActiveSale(redis: Redis, keys: StoreKeys, itemId: string, now: Date): Promise<CosmeticSaleView | null> {
  const item = cosmeticById(itemId);
  return item ? saleView(await readSalesSlice(redis, keys), item, now.getTime()) : null;
}

function saleView(slice: SalesSlice, item: CosmeticItem, at: number): CosmeticSaleView | null {
  if (item.goldPrice === null) return null;
  const sale = saleFor(slice, item.id, at);
  if (!sale) return null;
  return {
    sale_id: sale.saleId,
    percent_off: sale.percentOff,
    gold_price: salePrice(item.goldPrice, sale.percentOff),
    ends_at: sale.endsAt,
  };
}

/** The catalog's views without their sale: they change only with a deploy, so they are made once. */
let baseViews: Map<string, Omit<CosmeticView, 'sale'>> | undefined;

function cosmeticBase(item: CosmeticItem): Omit<CosmeticView, 'sale'> {
  baseViews ??= new Map(COSMETICS.map((cosmetic) => [cosmetic.id, cosmeticView(cosmetic)]));
  return baseViews.get(item.id) ?? cosmeticView(item);
}

/** A catalog item in the API's shape: the live site's fields, then ours (prices in gold and US cents). */
function cosmeticView(item: CosmeticItem): Omit<CosmeticView, 'sale'> {
  return {
    ...cosmeticRowOf(item),
    id: item.id,
    type: item.type,
    name: { en: item.name.en, cn: item.name.cn },
    gold_price: item.goldPrice,
    usd_cents: item.usdCents,
    daily_limit: item.dailyLimit,
    stackable: item.stacks,
    contents: item.contents && {
      gold: item.contents.gold ?? 0,
      xp: item.contents.xp ?? 0,
      plus_days: item.contents.plusDays ?? 0,
      items: (item.contents.items ?? []).map(({ itemId, count }) => ({ item_id: itemId, count })),
    },
  };
}
