import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isNotFound } from '../../shared/api/client';
import { useNow } from '../../shared/format';
import { refreshAfterChange, storeKeys, useCosmetics, type Wallet } from '../store';
import { fetchOrder, ordersKeys } from './api';
import { pollDelay, resultState, type ResultState } from './logic';
import type { Order } from './types';

/**
 * The payment result page's order, read again with backoff (`pollDelay`) until it is final, and
 * its state (`resultState`) by the time since the page opened: processing, waiting, success,
 * refunded, or the issue.
 */
export function useOrderResult(orderId: string): {
  order: Order | undefined;
  state: ResultState;
  notFound: boolean;
  error: unknown;
} {
  const [openedAt] = useState(() => Date.now());
  const now = useNow(1000);
  const query = useQuery({
    queryKey: ordersKeys.order(orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    staleTime: 0,
    refetchInterval: (q) =>
      isNotFound(q.state.error)
        ? false
        : pollDelay(q.state.data?.status ?? null, q.state.dataUpdateCount + q.state.errorUpdateCount, Date.now() - openedAt),
  });
  const status = query.data?.status ?? null;
  return {
    order: query.data,
    state: resultState(status, Math.max(0, now - openedAt)),
    notFound: isNotFound(query.error),
    error: query.error,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Once `order` is fulfilled: reads `steamId`'s wallet (and profile) again, as the store does after
 * a change, so the header and the page show the new balance. The wallet is a read model that may
 * trail the order's stream by a moment: when the order grants gold and the balance read is still
 * the one seen while the order was pending, it is read again (1, 2, 4, 8 s).
 */
export function useRefreshWalletWhenGranted(steamId: string, order: Order | undefined, wallet: Wallet | null): void {
  const queryClient = useQueryClient();
  const { byId } = useCosmetics();
  const coinsBefore = useRef<number | null>(null);
  const fulfilled = order?.status === 'fulfilled';
  useEffect(() => {
    if (!fulfilled && wallet) coinsBefore.current = wallet.coins;
  }, [fulfilled, wallet]);
  const grantsGold = useMemo(
    () => (order?.items ?? []).some((entry) => (byId.get(entry.item_id)?.contents?.gold ?? 0) > 0),
    [order?.items, byId],
  );
  useEffect(() => {
    if (!fulfilled) return;
    let stopped = false;
    void (async () => {
      for (let attempt = 0; attempt < 5 && !stopped; attempt++) {
        await refreshAfterChange(queryClient, steamId, { position: null });
        const read = queryClient.getQueryData<Wallet>(storeKeys.wallet(steamId));
        if (!grantsGold || coinsBefore.current === null || (read && read.coins !== coinsBefore.current)) return;
        await pause(1000 * 2 ** attempt);
      }
    })();
    return () => {
      stopped = true;
    };
  }, [fulfilled, grantsGold, queryClient, steamId]);
}
