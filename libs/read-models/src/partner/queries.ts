import type Redis from 'ioredis';
import { isSteamId64, type GaiminCheckReply, type MmrCheckReply } from '@arena/contract';
import { rankView } from '@arena/domain';
import { intField } from '../core';
import type { PlayerKeys } from '../players';
import { usernameKey, type PartnerKeys } from './keys';
import { PARTNER_GAIMIN_FIELD } from './projection';

/**
 * The check tools' reads (docs/game-rules.md "Tournament checks"), in the API shapes of `@arena/contract`: at most
 * two round trips to Redis whatever the number of entries (the routes take up to 1,000).
 */

/**
 * The Gaimin check (`POST /api/players/gaimin/check`): for each id, in order, the player's name
 * and whether they connected a Gaimin account (`partner_gaimin` on their profile hash).
 * An entry that is not the SteamID64 of an account, or of no player here, is `not_found` (it is
 * not looked up at all when malformed). One round trip.
 */
export async function readGaiminCheck(
  redis: Redis,
  keys: Pick<PlayerKeys, 'player'>,
  steamIds: readonly string[],
): Promise<GaiminCheckReply['results']> {
  const wellFormed = [...new Set(steamIds.filter(isSteamId64))];
  const found = new Map<string, { username: string; connected: boolean }>();
  if (wellFormed.length > 0) {
    const pipeline = redis.pipeline();
    for (const id of wellFormed) pipeline.hmget(keys.player(id), 'steam_id', 'username', PARTNER_GAIMIN_FIELD);
    const replies = await pipeline.exec();
    wellFormed.forEach((id, i) => {
      const [steamId, username, partner] = replies![i][1] as (string | null)[];
      if (steamId) found.set(id, { username: username ?? steamId, connected: Boolean(partner) });
    });
  }
  return steamIds.map((steamId) => {
    const player = found.get(steamId);
    if (!player) return { steam_id: steamId, username: null, status: 'not_found' as const };
    return { steam_id: steamId, username: player.username, status: player.connected ? ('connected' as const) : ('not_connected' as const) };
  });
}

/** A player's name and ladder rating as the rating check reads them. */
interface RatedPlayer {
  username: string;
  ladder: number;
}

/**
 * The rating check (`POST /api/players/tournaments/checkMMRs`): for each name, in order, the
 * player who goes by it now (case-insensitive, spaces around it ignored; when several share it,
 * the one who took it last), with their ladder rating and the rank it shows (as on the profile),
 * or `found: false` with nulls. The hidden MMR is never read. Two round trips: the username
 * index, then the players' profile hashes. A name the index still points at but that its player
 * no longer goes by (they renamed since) is not found.
 */
export async function readMmrCheck(
  redis: Redis,
  keys: PartnerKeys & Pick<PlayerKeys, 'player'>,
  usernames: readonly string[],
): Promise<MmrCheckReply['results']> {
  const names = [...new Set(usernames.map(usernameKey).filter(Boolean))];
  const idByName = new Map<string, string>();
  if (names.length > 0) {
    const ids = await redis.hmget(keys.usernames, ...names);
    names.forEach((name, i) => {
      if (ids[i]) idByName.set(name, ids[i]);
    });
  }
  const steamIds = [...new Set(idByName.values())];
  const players = new Map<string, RatedPlayer>();
  if (steamIds.length > 0) {
    const pipeline = redis.pipeline();
    for (const id of steamIds) pipeline.hmget(keys.player(id), 'steam_id', 'username', 'ladder');
    const replies = await pipeline.exec();
    steamIds.forEach((id, i) => {
      const [steamId, username, ladder] = replies![i][1] as (string | null)[];
      if (steamId) players.set(id, { username: username ?? steamId, ladder: intField(ladder) });
    });
  }
  return usernames.map((username) => {
    const name = usernameKey(username);
    const steamId = idByName.get(name);
    const player = steamId === undefined ? undefined : players.get(steamId);
    if (!steamId || !player || usernameKey(player.username) !== name) {
      return { username, found: false, steam_id: null, ladder_mmr: null, rank: null, rank_tier: null, badge: null, pips: null };
    }
    return { username, found: true, steam_id: steamId, ladder_mmr: player.ladder, ...rankView(player.ladder) };
  });
}
