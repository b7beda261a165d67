import type { QueryClient } from '@tanstack/react-query';
import { playerProfileQuery } from '../../shared/api/player-profile';
import type { PlayerProfile } from '../../shared/api/types';
import { patchProfile, type ClaimEffect } from './logic';

/** The store's read-your-writes refresh of a player's wallet and profile (`refreshAfterChange`). */
export type RefreshAfterChange = (
  queryClient: QueryClient,
  steamId: string,
  change: { position: number | null; coins?: number },
) => Promise<void>;

/**
 * After a claim (or a reroll, a double-down) of `steamId`: the profile's counts (the header's
 * badges) and, through `refresh`, the balance (the header's and the profile's) change at once; then
 * the wallet and the profile are read again with `X-Read-After: <position>`, and every other query
 * of the player (`['players', ..., steamId]`: quests, battle pass, achievements...) after them.
 * Resolves when those reads are done, so a page that waits for it never shows what it had before.
 */
export async function applyClaim(
  queryClient: QueryClient,
  steamId: string,
  effect: ClaimEffect,
  refresh: RefreshAfterChange,
): Promise<void> {
  queryClient.setQueryData<PlayerProfile>(playerProfileQuery(steamId).queryKey, (profile) =>
    profile ? patchProfile(profile, effect) : profile,
  );
  await refresh(
    queryClient,
    steamId,
    effect.coins === undefined ? { position: effect.position } : { position: effect.position, coins: effect.coins },
  );
}
