import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import type { BattlePassClaimReply, BattlePassLevels } from './types';

/** Query keys: under `['players', ..., steamId]`, so a claim or a chest opened (XP) reads the levels again. */
const battlePassKeys = {
  levels: (steamId: string) => ['players', 'battle-pass-levels', steamId] as const,
};

/** `GET .../battle_pass/levels`: level, XP, both tracks of levels 1..80 and the automatic rewards past 80. */
export function fetchBattlePassLevels(
  steamId: string,
  options: { signal?: AbortSignal; readAfter?: number | null } = {},
): Promise<BattlePassLevels> {
  return api.get('/api/players/{steam_id}/battle_pass/levels', { params: { steam_id: steamId }, ...options }).then((body) => ({
    ...body,
    levels: Array.isArray(body?.levels) ? body.levels : [],
    automatic: Array.isArray(body?.automatic) ? body.automatic : [],
  }));
}

export function battlePassLevelsQuery(steamId: string) {
  return queryOptions({
    queryKey: battlePassKeys.levels(steamId),
    queryFn: ({ signal }) => fetchBattlePassLevels(steamId, { signal }),
    staleTime: 30_000,
  });
}

/** `POST .../battle_pass/claim?level=N`: the rewards of one level reached (free, and upgraded when unlocked). */
export function claimLevel(steamId: string, level: number): Promise<BattlePassClaimReply> {
  return api.action('/api/players/{steam_id}/battle_pass/claim', {
    params: { steam_id: steamId },
    query: { level },
    action: `bp-claim:${steamId}:${level}`,
  });
}

/** `POST .../battle_pass/claim_all`: every claimable reward. */
export function claimAllLevels(steamId: string): Promise<BattlePassClaimReply> {
  return api.action('/api/players/{steam_id}/battle_pass/claim_all', { params: { steam_id: steamId }, action: `bp-claim-all:${steamId}` });
}
