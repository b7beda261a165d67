import type Redis from 'ioredis';
import { isSteamId64, type GaiminCheckReply, type MmrCheckReply, type RatingCheckRow } from '@arena/contract';
import { rankView } from '@arena/domain';
import { intField } from '../core';
import type { PlayerKeys } from '../players';
import { usernameKey, type PartnerKeys } from './keys';
import { PARTNER_GAIMIN_FIELD } from './projection';

/**
 * The check tools' reads (docs/game-rules.md "Tournament checks"), in the API shapes of `@arena/contract`: at most
 * two round trips to Redis whatever the number of entries (the routes take up to 1,000).
 */

/** A player as the checks read them from the profile hash. */
interface CheckedPlayer {
  steamId: string;
  username: string;
  ladder: number;
  /** The hidden MMR: the console's rating check shows it to admins, the public checks never. */
  mmr: number;
  gaiminConnected: boolean;
}

/** The profiles of these players (absent ones left out). One round trip. */
async function readCheckedPlayers(
  redis: Redis,
  keys: Pick<PlayerKeys, 'player'>,
  steamIds: readonly string[],
): Promise<Map<string, CheckedPlayer>> {
  const players = new Map<string, CheckedPlayer>();
  if (steamIds.length === 0) return players;
  const pipeline = redis.pipeline();
  for (const id of steamIds) pipeline.hmget(keys.player(id), 'steam_id', 'username', 'ladder', PARTNER_GAIMIN_FIELD, 'mmr');
  const replies = await pipeline.exec();
  steamIds.forEach((id, i) => {
    const [steamId, username, ladder, partner, mmr] = replies![i][1] as (string | null)[];
    if (steamId) {
      players.set(id, {
        steamId,
        username: username ?? steamId,
        ladder: intField(ladder),
        mmr: intField(mmr),
        gaiminConnected: Boolean(partner),
      });
    }
  });
  return players;
}

/**
 * The players who go by these names now, by `usernameKey` (case-insensitive, spaces around it
 * ignored; when several share a name, the one who took it last). A name the index still points at
 * but that its player no longer goes by (they renamed since) has nobody. Two round trips.
 */
async function readPlayersByName(
  redis: Redis,
  keys: PartnerKeys & Pick<PlayerKeys, 'player'>,
  names: readonly string[],
): Promise<Map<string, CheckedPlayer>> {
  const wanted = [...new Set(names.map(usernameKey).filter(Boolean))];
  const idByName = new Map<string, string>();
  if (wanted.length > 0) {
    const ids = await redis.hmget(keys.usernames, ...wanted);
    wanted.forEach((name, i) => {
      if (ids[i]) idByName.set(name, ids[i]);
    });
  }
  const players = await readCheckedPlayers(redis, keys, [...new Set(idByName.values())]);
  const byName = new Map<string, CheckedPlayer>();
  for (const [name, steamId] of idByName) {
    const player = players.get(steamId);
    if (player && usernameKey(player.username) === name) byName.set(name, player);
  }
  return byName;
}

/**
 * The Gaimin check (`POST /api/players/gaimin/check`): for each entry, in order, whether the
 * player it names connected a Gaimin account (`partner_gaimin` on their profile hash). An entry
 * that is a SteamID64 is looked up as an id; anything else as a name (`readPlayersByName`): the
 * lists organisers upload are usernames, although the field is named `steamIDs`. Each row:
 * `username` (the entry itself for a name, the player's name for an id; null for an unknown id),
 * `steamID` (the entry for an id, the player's id for a name found; null for an unknown name),
 * `connected`, `notFound`, and `status` saying the same in one word. At most three round trips.
 */
export async function readGaiminCheck(
  redis: Redis,
  keys: PartnerKeys & Pick<PlayerKeys, 'player'>,
  entries: readonly string[],
): Promise<GaiminCheckReply> {
  const ids = entries.filter(isSteamId64);
  const [byId, byName] = await Promise.all([
    readCheckedPlayers(redis, keys, [...new Set(ids)]),
    readPlayersByName(
      redis,
      keys,
      entries.filter((entry) => !isSteamId64(entry)),
    ),
  ]);
  return entries.map((entry) => {
    const isId = isSteamId64(entry);
    const player = isId ? byId.get(entry) : byName.get(usernameKey(entry));
    const username = isId ? (player?.username ?? null) : entry;
    const steamID = isId ? entry : (player?.steamId ?? null);
    if (!player) return { username, connected: false, notFound: true, steamID, status: 'not_found' as const };
    const connected = player.gaiminConnected;
    return { username, connected, notFound: false, steamID, status: connected ? ('connected' as const) : ('not_connected' as const) };
  });
}

/**
 * The rating check (`POST /api/players/tournaments/checkMMRs`): one line of text per name, in
 * order: `name, ladder rating, rank` for the player who goes by that name now
 * (`readPlayersByName`), `name, null` for a name nobody goes by; the name as sent (trimmed).
 * The hidden MMR is never read. Two round trips.
 */
export async function readMmrCheck(
  redis: Redis,
  keys: PartnerKeys & Pick<PlayerKeys, 'player'>,
  usernames: readonly string[],
): Promise<MmrCheckReply> {
  const byName = await readPlayersByName(redis, keys, usernames);
  return usernames.map((username) => {
    const player = byName.get(usernameKey(username));
    return player ? `${username}, ${player.ladder}, ${rankView(player.ladder).rank}` : `${username}, null`;
  });
}

/**
 * The console's rating check (`POST /api/admin/checks/ratings`): for each entry, in order, the
 * player it names (a SteamID64 as an id, anything else as the name a player goes by now, as
 * `readGaiminCheck` finds them), with the ladder rating, its rank and the hidden MMR (`mmr`;
 * the caller keeps it for admins). Nulls for an entry nobody matches. At most three round trips.
 */
export async function readRatingCheck(
  redis: Redis,
  keys: PartnerKeys & Pick<PlayerKeys, 'player'>,
  entries: readonly string[],
): Promise<Required<RatingCheckRow>[]> {
  const [byId, byName] = await Promise.all([
    readCheckedPlayers(redis, keys, [...new Set(entries.filter(isSteamId64))]),
    readPlayersByName(
      redis,
      keys,
      entries.filter((entry) => !isSteamId64(entry)),
    ),
  ]);
  return entries.map((entry) => {
    const player = isSteamId64(entry) ? byId.get(entry) : byName.get(usernameKey(entry));
    if (!player) return { entry, steam_id: null, username: null, ladder_mmr: null, rank: null, mmr: null };
    return {
      entry,
      steam_id: player.steamId,
      username: player.username,
      ladder_mmr: player.ladder,
      rank: rankView(player.ladder).rank,
      mmr: player.mmr,
    };
  });
}
