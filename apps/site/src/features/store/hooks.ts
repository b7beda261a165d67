import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { useToast } from '../../shared/components/Toast';
import { asLanguage } from '../../shared/i18n/i18n';
import { humanizeKey, pickLocalized } from '../../shared/i18n/localized';
import { chestOddsQuery, cosmeticsQuery, refreshAfterChange, type ChangeResult } from './api';
import { storeErrorCode } from './logic';
import type { ChestOdds, Cosmetic } from './types';

/** The cosmetic catalog, by id, and an item's name in the current language. */
export function useCosmetics() {
  const { i18n } = useTranslation();
  const lang = asLanguage(i18n.resolvedLanguage ?? i18n.language);
  const query = useQuery(cosmeticsQuery);
  const items = query.data;
  const byId = useMemo(() => new Map((items ?? []).map((item) => [item.id, item] as const)), [items]);
  const nameOf = useCallback(
    (id: string, item: Cosmetic | undefined = byId.get(id)) => (item ? pickLocalized(item.name, lang) : '') || humanizeKey(id),
    [byId, lang],
  );
  return { query, items: items ?? [], byId, nameOf, lang };
}

/** The published odds of every chest, by chest id. */
export function useChestOdds() {
  const query = useQuery(chestOddsQuery);
  const chests = query.data;
  const byId = useMemo(() => new Map((chests ?? []).map((chest) => [chest.chest_id, chest] as const)), [chests]);
  return { query, byId: byId as ReadonlyMap<string, ChestOdds> };
}

/** A toast that says, in the current language, why a store call failed. */
function useStoreErrorToast() {
  const { t } = useTranslation('store');
  const toast = useToast();
  return useCallback((error: unknown) => toast(t(`errors.${storeErrorCode(error)}`), 'error'), [t, toast]);
}

/**
 * A change of the signed-in player's wallet (buy, open, equip, use): on success the balance the
 * answer gives shows at once, then the wallet and profile are read again past the change
 * (`X-Read-After`); on failure a toast says why. `toChange` reads the answer.
 */
export function useWalletMutation<TVariables, TReply>(options: {
  steamId: string | null;
  mutationFn: (steamId: string, variables: TVariables) => Promise<TReply>;
  toChange: (reply: TReply) => ChangeResult;
  onSuccess?: (reply: TReply, variables: TVariables) => void;
}) {
  const queryClient = useQueryClient();
  const showError = useStoreErrorToast();
  const { steamId, mutationFn, toChange, onSuccess } = options;
  return useMutation({
    mutationFn: (variables: TVariables) => {
      if (!steamId) return Promise.reject(new ApiError(401, 'sign_in_required', 'Sign in first'));
      return mutationFn(steamId, variables);
    },
    onSuccess: (reply, variables) => {
      if (steamId) void refreshAfterChange(queryClient, steamId, toChange(reply));
      onSuccess?.(reply, variables);
    },
    onError: (error) => showError(error),
  });
}
