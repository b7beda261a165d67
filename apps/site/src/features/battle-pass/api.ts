import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import type { BattlePassClaimReply, BattlePassLevel, BattlePassLevels, BattlePassRow } from './types';

/** Query keys: under `['players', ..., steamId]`, so a claim or a chest opened (XP) reads the levels again. */
const battlePassKeys = {
  levels: (steamId: string) => ['players', 'battle-pass-levels', steamId] as const,
};

/**
 * The page's view from the summary and the live site's reward rows (one per level and track, then
 * the automatic ones past 80): levels 1..80 with both tracks, the rewards claimable now, and the
 * automatic rewards.
 */
function battlePassPageOf(
  summary: Omit<BattlePassLevels, 'unclaimed_rewards' | 'levels' | 'automatic'>,
  rows: BattlePassRow[],
): BattlePassLevels {
  const levels = new Map<number, BattlePassLevel>();
  const automatic: BattlePassLevels['automatic'] = [];
  for (const row of rows) {
    if (row.track === 'automatic') {
      automatic.push({ level: row.bp_level, reward: row.reward, granted: row.claimed });
      continue;
    }
    const level = levels.get(row.bp_level) ?? {
      level: row.bp_level,
      reached: row.reached,
      free: null,
      free_claimed: false,
      upgraded: null,
      upgraded_claimed: false,
    };
    if (row.track === 'free') levels.set(row.bp_level, { ...level, free: row.reward, free_claimed: row.claimed });
    else levels.set(row.bp_level, { ...level, upgraded: row.reward, upgraded_claimed: row.claimed });
  }
  return {
    ...summary,
    unclaimed_rewards: rows.filter((row) => row.can_claim).length,
    levels: [...levels.values()].sort((a, b) => a.level - b.level),
    automatic,
  };
}

/** `GET .../battle_pass` and `.../battle_pass/levels`: level, XP, both tracks of levels 1..80 and the automatic rewards past 80. */
export async function fetchBattlePassLevels(
  steamId: string,
  options: { signal?: AbortSignal; readAfter?: number | null } = {},
): Promise<BattlePassLevels> {
  const params = { steam_id: steamId };
  const [summary, rows] = await Promise.all([
    api.get('/api/players/{steam_id}/battle_pass', { params, ...options }),
    api.get('/api/players/{steam_id}/battle_pass/levels', { params, ...options }),
  ]);
  return battlePassPageOf(summary, Array.isArray(rows) ? rows : []);
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
