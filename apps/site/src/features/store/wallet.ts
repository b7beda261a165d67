import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import { useSession } from '../auth';
import type { Wallet } from './types';

/*
 * The wallet, apart from the rest of the store: the top bar (in every page's first load) reads it,
 * so this module stays small; the store's other calls live in `api.ts`, loaded with its pages.
 */

/**
 * Query keys of the store: `storeKeys.all` covers the catalog, the sales, the chests' odds and
 * the wallets. The profile (`['players', 'profile', id]`) also shows the balance: a change
 * refreshes both (`refreshAfterChange`).
 */
export const storeKeys = {
  all: ['store'] as const,
  cosmetics: ['store', 'cosmetics'] as const,
  sales: ['store', 'sales'] as const,
  odds: ['store', 'chest-odds'] as const,
  wallet: (steamId: string) => ['store', 'wallet', steamId] as const,
};

/** `GET /api/players/{id}/wallet`, after the read models passed `readAfter` when given. */
export function fetchWallet(steamId: string, options: { signal?: AbortSignal; readAfter?: number | null } = {}): Promise<Wallet> {
  return api.get('/api/players/{steam_id}/wallet', { params: { steam_id: steamId }, ...options });
}

/**
 * The signed-in player's wallet: balance, Plus, unopened chests, inventory with equips, chest
 * history (`GET /api/players/{id}/wallet`; the player themself or an admin). The header, the
 * store and the armory share it.
 */
function walletQuery(steamId: string) {
  return queryOptions({
    queryKey: storeKeys.wallet(steamId),
    queryFn: ({ signal }) => fetchWallet(steamId, { signal }),
    staleTime: 30_000,
  });
}

/** The signed-in player (null for visitors) and their wallet query (disabled for visitors). */
export function useWallet() {
  const { user, loading } = useSession();
  const wallet = useQuery({ ...walletQuery(user?.id ?? ''), enabled: Boolean(user) });
  return { user, sessionLoading: loading, wallet, data: user && wallet.isSuccess ? wallet.data : null };
}
