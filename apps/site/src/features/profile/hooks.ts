import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { useToast } from '../../shared/components/Toast';
import { useFormat } from '../../shared/format';
import { refreshAfterChange, storeErrorCode, useCosmetics } from '../store';
import { applyClaim } from './claims';
import { progressErrorKey, rewardText, type ClaimEffect, type RewardLabeller } from './logic';
import type { Reward } from './types';

/** A toast that says, in the current language, why a progression call failed. */
function useProgressErrorToast() {
  const { t } = useTranslation(['profile', 'store']);
  const toast = useToast();
  return useCallback((error: unknown) => toast(t(progressErrorKey(error) ?? `store:errors.${storeErrorCode(error)}`), 'error'), [t, toast]);
}

/**
 * A claim of the signed-in player (a quest, a login or welcome reward, a battle-pass level, an
 * achievement tier; also a reroll or a double-down): once answered, the header's balance and
 * badges change at once, then the player's data is read again past it (`applyClaim`); the
 * mutation stays pending until then, so its button never shows the claim as still to do. On
 * failure a toast says why. `toEffect` reads the answer.
 */
export function useClaimMutation<TVariables, TReply>(options: {
  steamId: string | null;
  mutationFn: (steamId: string, variables: TVariables) => Promise<TReply>;
  toEffect: (reply: TReply, variables: TVariables) => ClaimEffect;
  onSuccess?: (reply: TReply, variables: TVariables) => void;
}) {
  const queryClient = useQueryClient();
  const showError = useProgressErrorToast();
  const { steamId, mutationFn, toEffect, onSuccess } = options;
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      if (!steamId) throw new ApiError(401, 'sign_in_required', 'Sign in first');
      const reply = await mutationFn(steamId, variables);
      await applyClaim(queryClient, steamId, toEffect(reply, variables), refreshAfterChange);
      return reply;
    },
    onSuccess: (reply, variables) => onSuccess?.(reply, variables),
    onError: (error) => showError(error),
  });
}

/** A reward as one line in the current language ("500 XP · Basic Chest"); item names from the catalog. */
export function useRewardText() {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const { nameOf } = useCosmetics();
  // i18next types each key's values; the labeller gives every text the values its locale files name
  const text = t as unknown as RewardLabeller['t'];
  return useCallback(
    (reward: Reward | null | undefined) => rewardText(reward, { t: text, nameOf: (id) => nameOf(id), number: (n) => f.number(n) }),
    [text, f, nameOf],
  );
}
