import type Redis from 'ioredis';
import type { AdminPlayer, AdminPlayerDetail } from '@arena/contract';
import { ADMIN_PLAYER_LISTS } from '@arena/contract';
import { isUserType, rankView } from '@arena/domain';
import { intField, plusFields } from '../core';
import { readPlayerGames, type GameResultKeys } from '../game-results';
import type { GodKeys } from '../gods';
import { readPlayerProfile, type ProfileKeys } from '../players';
import { readWallet, type PlayerCosmeticsKeys } from '../store';
import { readAuditEntries } from './audit.queries';
import type { AdminKeys } from './keys';
import type { LedgerEntry } from './projection';

/** The keys the console's player pages read: the index's, the profile's, the store's, the games', the gods'. */
export type AdminPlayerKeys = AdminKeys & ProfileKeys & PlayerCosmeticsKeys & GameResultKeys & GodKeys;

const FIELDS = [
  'steam_id',
  'username',
  'user_type',
  'plus_expiration',
  'partner_gaimin',
  'ladder',
  'mmr',
  'games_played',
  'ranked_games',
  'coins',
  'created_at',
  'last_game_at',
] as const;

/** A player's list record from their profile hash's `FIELDS` (null when they have no profile); with the hidden `mmr`. */
function playerRecord(values: readonly (string | null)[], now: Date): Required<AdminPlayer> | null {
  const [steamId, username, userType, plusExpiration, partner, ladder, mmr, games, rankedGames, coins, createdAt, lastGameAt] = values;
  if (!steamId) return null;
  const ladderMmr = intField(ladder);
  return {
    id: steamId,
    steam_id: steamId,
    username: username ?? steamId,
    user_type: isUserType(userType) ? userType : 'PLAYER',
    ...plusFields(plusExpiration, now, partner),
    gaimin_connected: Boolean(partner),
    ladder_mmr: ladderMmr,
    rank: rankView(ladderMmr).rank,
    games: intField(games),
    ranked_games: intField(rankedGames),
    // a balance is never shown below 0
    coins: Math.max(0, intField(coins)),
    created_at: createdAt ?? null,
    last_game_at: lastGameAt ?? null,
    mmr: intField(mmr),
  };
}

/** The list records of `steamIds` that have a profile, in their order, in one round trip (hidden MMR included). */
export async function readAdminPlayersByIds(
  redis: Redis,
  keys: Pick<AdminPlayerKeys, 'player'>,
  steamIds: readonly string[],
  now: Date,
): Promise<Required<AdminPlayer>[]> {
  if (steamIds.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const id of steamIds) pipeline.hmget(keys.player(id), ...FIELDS);
  const replies = await pipeline.exec();
  return steamIds.flatMap((_, i) => playerRecord(replies![i][1] as (string | null)[], now) ?? []);
}

/**
 * Every player's list record, oldest first (hidden MMR included), in two round trips: the
 * console's list filters and sorts them (one profile hash read per player: fine for the
 * console's tens of thousands of players, an admin's occasional request).
 */
export async function readAdminPlayers(redis: Redis, keys: Pick<AdminPlayerKeys, 'player' | 'adminPlayers'>, now: Date) {
  return readAdminPlayersByIds(redis, keys, await redis.zrange(keys.adminPlayers, '0', '-1'), now);
}

/**
 * A player's page in the console: the list record, the public profile, the wallet's items, the
 * newest gold changes, games and ranked ratings, the god bans and the admin actions on them
 * (`ADMIN_PLAYER_LISTS` of each). Null when the player is unknown. A few round trips.
 */
export async function readAdminPlayerDetail(
  redis: Redis,
  keys: AdminPlayerKeys,
  steamId: string,
  now: Date,
): Promise<Required<AdminPlayerDetail> | null> {
  const [[record], profile, wallet, games, ledger, bans, audit] = await Promise.all([
    readAdminPlayersByIds(redis, keys, [steamId], now),
    readPlayerProfile(redis, keys, steamId, now),
    readWallet(redis, keys, steamId, now),
    readPlayerGames(redis, keys, steamId, { offset: 0, limit: ADMIN_PLAYER_LISTS.ratingHistory }),
    redis.lrange(keys.goldLedger(steamId), 0, ADMIN_PLAYER_LISTS.ledger - 1),
    redis.hkeys(keys.godBans(steamId)),
    readAuditEntries(redis, keys, { target: steamId }),
  ]);
  if (!record || !profile || !wallet || !games) return null;
  const ratingHistory = games.items
    .filter((game) => game.ranked && game.ladder_mmr !== null)
    .map((game) => ({ game_id: game.game_id, at: game.created_at, ladder_mmr: game.ladder_mmr!, change: game.ladder_mmr_change ?? 0 }))
    .reverse();
  return {
    ...record,
    profile,
    gold_ledger: ledger.map((json) => JSON.parse(json) as LedgerEntry),
    inventory: wallet.items,
    recent_games: games.items.slice(0, ADMIN_PLAYER_LISTS.games),
    rating_history: ratingHistory,
    god_bans: bans.sort(),
    audit: audit.slice(0, ADMIN_PLAYER_LISTS.audit),
  };
}
