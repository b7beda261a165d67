import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import { playerProfileQuery } from '../../shared/api/player-profile';
import type { PlayerProfile } from '../../shared/api/types';
import type { BuyItemReply, Cosmetic, CosmeticRow, EquipReply, Rarity, Wallet } from './types';
import { patchWallet, type ChangeResult } from './logic';
import { fetchWallet, storeKeys } from './wallet';

export type { ChangeResult };

/** A catalog item as the pages use it: the API's rarity label (`Rare`) in lower case (`rare`). */
function toCosmetic(row: CosmeticRow): Cosmetic {
  return { ...row, rarity: row.rarity.toLowerCase() as Rarity };
}

/** `GET /api/cosmetics` (a bare list): every cosmetic with its prices and the sale running on it. */
export const cosmeticsQuery = queryOptions({
  queryKey: storeKeys.cosmetics,
  queryFn: ({ signal }) => api.get('/api/cosmetics', { signal }).then((body) => (Array.isArray(body) ? body.map(toCosmetic) : [])),
  staleTime: 60_000,
});

/** `GET /api/sales`: running and upcoming sales. */
export const salesQuery = queryOptions({
  queryKey: storeKeys.sales,
  queryFn: ({ signal }) => api.get('/api/sales', { signal }).then((body) => (Array.isArray(body?.sales) ? body.sales : [])),
  staleTime: 60_000,
});

/** `GET /api/chests/odds`: the published odds of every chest; they change only with a deploy. */
export const chestOddsQuery = queryOptions({
  queryKey: storeKeys.odds,
  queryFn: ({ signal }) => api.get('/api/chests/odds', { signal }).then((body) => (Array.isArray(body?.chests) ? body.chests : [])),
  staleTime: Infinity,
});

/** `POST .../buy_item/{id}`: buys one item for gold (its sale price if one runs). */
export function buyItem(steamId: string, itemId: string): Promise<BuyItemReply> {
  return api.action('/api/players/{steam_id}/buy_item/{cosmetic_id}', {
    params: { steam_id: steamId, cosmetic_id: itemId },
    action: `buy:${steamId}:${itemId}`,
  });
}

/** `POST .../cosmetics/{id}/equip?equip=true|false` (no body): equips (replacing the item of its group) or unequips an item. */
export function equipItem(steamId: string, itemId: string, equip: boolean): Promise<EquipReply> {
  return api.action('/api/players/{steam_id}/cosmetics/{cosmetic_id}/equip', {
    params: { steam_id: steamId, cosmetic_id: itemId },
    query: { equip: equip ? 'true' : 'false' },
    action: `equip:${steamId}:${itemId}:${equip ? 'on' : 'off'}`,
  });
}

async function refetchAfter<T>(queryClient: QueryClient, queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>): Promise<void> {
  // a read already on its way may predate the change: it must not be the one that lands
  await queryClient.cancelQueries({ queryKey, exact: true });
  await queryClient.fetchQuery({ queryKey, queryFn: ({ signal }) => load(signal), staleTime: 0 }).catch(() => undefined);
}

/**
 * After a change of `steamId`'s wallet: shows the answer's balance (and equips) at once in the
 * wallet and the profile, then reads both again with `X-Read-After: <position>`, so what the
 * pages show next is never older than the change. Resolves when both reads are done.
 */
export async function refreshAfterChange(queryClient: QueryClient, steamId: string, change: ChangeResult): Promise<void> {
  const walletKey = storeKeys.wallet(steamId);
  const profileKey = playerProfileQuery(steamId).queryKey;
  queryClient.setQueryData<Wallet>(walletKey, (wallet) => (wallet ? patchWallet(wallet, change) : wallet));
  if (change.coins !== undefined) {
    const coins = change.coins;
    queryClient.setQueryData<PlayerProfile>(profileKey, (profile) => (profile ? { ...profile, coins } : profile));
  }
  const readAfter = change.position;
  const reads: Promise<void>[] = [refetchAfter(queryClient, walletKey, (signal) => fetchWallet(steamId, { signal, readAfter }))];
  if (queryClient.getQueryData(profileKey) !== undefined) {
    reads.push(
      refetchAfter(queryClient, profileKey, (signal) =>
        api.get('/api/players/{steam_id}', { params: { steam_id: steamId }, signal, readAfter }),
      ),
    );
  }
  await Promise.all(reads);
  // the rest of the player (battle pass XP from a chest...) is read again, past the change by now
  await queryClient.invalidateQueries({
    queryKey: ['players'],
    predicate: (query) => query.queryKey.includes(steamId) && query.queryKey[1] !== 'profile',
  });
}
