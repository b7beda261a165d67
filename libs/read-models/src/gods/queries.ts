import type Redis from 'ioredis';
import { countersOf, plusFields } from '../core';
import type { PlayerGods } from '@arena/contract';
import { DEFAULT_GOD_FLAGS, godsView, type GodFlagsTable } from '@arena/domain';
import type { PlayerKeys } from '../players';
import type { StoreKeys } from '../store';
import type { GodKeys } from './keys';
import type { StoredGodFlags } from './projection';

/**
 * The gods' global flags from the hash `godFlags` as HGETALL answers it: the flags an admin set,
 * over `DEFAULT_GOD_FLAGS` for the gods no admin changed.
 */
export function godFlagsFromHash(hash: Record<string, string>): GodFlagsTable {
  const table = new Map(DEFAULT_GOD_FLAGS);
  for (const [godId, json] of Object.entries(hash)) table.set(godId, JSON.parse(json) as StoredGodFlags);
  return table;
}

/** The gods' global flags (`godFlagsFromHash` of the read model). */
export async function readGodFlags(redis: Redis, keys: Pick<GodKeys, 'godFlags'>): Promise<GodFlagsTable> {
  return godFlagsFromHash(await redis.hgetall(keys.godFlags));
}

/** The keys a player's gods are read from. */
export type PlayerGodsKeys = GodKeys & Pick<StoreKeys, 'inventory'> & Pick<PlayerKeys, 'player'>;

/**
 * A player's gods (`GET /api/players/{steam_id}/gods`), in one round trip: the domain's
 * `godsView` over the inventory (god cards), Plus at `now`, the god progress, the bans and the
 * gods' global flags; a
 * bare list with the live site's fields (`god_name`, `owned`, `banned`, `gold`, ...) and ours.
 * @returns null when the player is unknown.
 */
export async function readPlayerGods(redis: Redis, keys: PlayerGodsKeys, steamId: string, now: Date): Promise<PlayerGods | null> {
  const replies = await redis
    .pipeline()
    // `partner_gaimin`: a connected Gaimin account gives Plus (see plusFields)
    .hmget(keys.player(steamId), 'steam_id', 'plus_expiration', 'partner_gaimin')
    .hgetall(keys.inventory(steamId))
    .hgetall(keys.godProgress(steamId))
    .hgetall(keys.godBans(steamId))
    .hgetall(keys.godFlags)
    .exec();
  const [id, plusExpiration, partnerAccount] = replies![0][1] as (string | null)[];
  if (!id) return null;
  const { has_plus } = plusFields(plusExpiration, now, partnerAccount);
  const gods = godsView(
    {
      inventory: countersOf(replies![1][1] as Record<string, string>),
      godProgress: countersOf(replies![2][1] as Record<string, string>),
      bannedGods: new Set(Object.keys(replies![3][1] as Record<string, string>)),
    },
    has_plus,
    godFlagsFromHash(replies![4][1] as Record<string, string>),
  );
  return gods.map((god) => ({
    god_name: god.godId,
    free: god.reasons.includes('free'),
    plus_exclusive: god.plusExclusive,
    god_enabled: god.enabled,
    owned: god.owned,
    banned: god.banned,
    gold: god.reasons.includes('gold_card'),
    progress: Math.min(god.progress, god.target),
    amount_required: god.target,
    has_plus,
    reasons: god.reasons,
  }));
}
