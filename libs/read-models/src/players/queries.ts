import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import { BATTLE_PASS_UPGRADE, battlePassLevel, isUserType, unclaimedBattlePassRewards } from '@arena/domain';
import type { PlayerProfile } from '@arena/contract';
import { type AchievementKeys, achievementsToClaimOf } from '../achievements';
import { type BattlePassReadKeys, battlePassStateOf } from '../battle-pass';
import { intField, plusFields } from '../core';
import { type QuestKeys, questsStateOf, unclaimedQuests } from '../quests';
import { badgeView } from './badge';
import type { PlayerKeys } from './keys';

/**
 * The keys a profile is read from: the player's own, the leaderboard's sorted set (steam ids,
 * highest score first) for the player's position in it, and the progression's hashes for the
 * battle-pass level and the badges. The leaderboard feature imports this one for its rows' names,
 * so the set's key comes in by shape, not by import: no cycle.
 */
export type ProfileKeys = PlayerKeys & { leaderboard: string } & BattlePassReadKeys & QuestKeys & AchievementKeys;

/**
 * A player's public profile (docs/api.md), in one round trip (one script: see `readProfileSources`);
 * null when the player is unknown.
 * With the store's fields of the profile hash: `coins` (gold), `plus_expiration` (ISO-8601, null
 * when never had) and `has_plus` (it is after `now`, or a Gaimin account is connected; see
 * `plusFields`), `unopened_chests`; 0, null and false before any store event; the partner's:
 * `gaimin_connected` (`partner_gaimin` is set); and the progression's at `now`: `bp_level`, and
 * the badges `unclaimed_bp_rewards`, `unclaimed_quests` (as the quests views judge them: see
 * `unclaimedQuests`) and `achievements_to_claim`.
 */
export async function readPlayerProfile(
  redis: Redis,
  keys: ProfileKeys,
  steamId: string,
  now: Date = new Date(),
): Promise<PlayerProfile | null> {
  const replies = await readProfileSources(redis, keys, steamId);
  const fields = replies[0] as Record<string, string>;
  if (!fields.steam_id) return null;
  const godCounters = replies[1] as Record<string, string>;
  const leaderboardIndex = replies[2] as number | null;
  const battlePass = battlePassStateOf(replies[3] as Record<string, string>, replies[4] as string | null);
  const quests = questsStateOf(replies[5] as Record<string, string>);

  const ladder = intField(fields.ladder);
  const rankedGames = intField(fields.ranked_games);
  return {
    steam_id: fields.steam_id,
    username: fields.username ?? fields.steam_id,
    avatar: fields.avatar ?? null,
    profile_picture: fields.avatar ?? null,
    ladder_mmr: ladder,
    ...badgeView(ladder),
    rank: leaderboardIndex === null ? null : leaderboardIndex + 1,
    games_played: intField(fields.games_played),
    ranked_games: rankedGames,
    first_places: intField(fields.first_places),
    top_fours: intField(fields.top_fours),
    rounds_won: intField(fields.rounds_won),
    average_place: rankedGames === 0 ? null : Math.round((intField(fields.place_sum) / rankedGames) * 100) / 100,
    gods: godsOf(godCounters),
    bp_level: battlePassLevel(battlePass.battlePassXp),
    unclaimed_bp_rewards: unclaimedBattlePassRewards(battlePass),
    unclaimed_quests: unclaimedQuests(quests, now),
    achievements_to_claim: achievementsToClaimOf(quests.questStats, replies[6] as Record<string, string>),
    ...plusFields(fields.plus_expiration, now, fields.partner_gaimin),
    // the partner feature's field (its read models write it; see PARTNER_GAIMIN_FIELD)
    gaimin_connected: Boolean(fields.partner_gaimin),
    coins: intField(fields.coins),
    // a counter of HINCRBYs: never shown below 0
    unopened_chests: Math.max(0, intField(fields.unopened_chests)),
    user_type: isUserType(fields.user_type) ? fields.user_type : 'PLAYER',
    created_at: fields.created_at,
    last_game_at: fields.last_game_at ?? null,
  };
}

/** Whether a player has a profile (was registered or played a game), in one round trip. */
export async function playerExists(redis: Redis, keys: PlayerKeys, steamId: string): Promise<boolean> {
  return (await redis.hexists(keys.player(steamId), 'steam_id')) === 1;
}

/** What a list of players (the leaderboard) shows of each: 0 for a missing number. */
export interface PlayerCard {
  username: string | null;
  avatar: string | null;
  ladder: number;
  gamesPlayed: number;
}

/** The cards of `steamIds`, in their order, in one round trip (none for an empty list). */
export async function readPlayerCards(redis: Redis, keys: PlayerKeys, steamIds: readonly string[]): Promise<PlayerCard[]> {
  if (steamIds.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const id of steamIds) pipeline.hmget(keys.player(id), 'username', 'avatar', 'ladder', 'games_played');
  const replies = await pipeline.exec();
  return steamIds.map((_, i) => {
    const [username, avatar, ladder, gamesPlayed] = replies![i][1] as (string | null)[];
    return { username, avatar, ladder: intField(ladder), gamesPlayed: intField(gamesPlayed) };
  });
}

/** Per-god counters (`{god}:games`, `{god}:first`) as the profile lists them: most played first. */
function godsOf(counters: Record<string, string>): PlayerProfile['gods'] {
  const gods = new Map<string, { god: string; games: number; first_places: number }>();
  for (const [field, value] of Object.entries(counters)) {
    const separator = field.lastIndexOf(':');
    const god = field.slice(0, separator);
    const entry = gods.get(god) ?? { god, games: 0, first_places: 0 };
    if (field.endsWith(':games')) entry.games = intField(value);
    else entry.first_places = intField(value);
    gods.set(god, entry);
  }
  return [...gods.values()].sort((a, b) => b.games - a.games || a.god.localeCompare(b.god));
}

/**
 * The hashes and rank a profile is made of, read by one script in one command and one reply
 * (instead of a pipeline of seven commands, each a command object, a promise and a reply of its
 * own in the client): KEYS the player, their gods, the leaderboard, battle pass, inventory,
 * quests and achievements; ARGV[1] the Steam id, ARGV[2] the battle-pass upgrade's item. Replies
 * only the player's hash (empty) when the player is unknown.
 */
const PROFILE_SOURCES_SCRIPT = `local player = redis.call('HGETALL', KEYS[1])
if #player == 0 then return { player } end
return { player, redis.call('HGETALL', KEYS[2]), redis.call('ZREVRANK', KEYS[3], ARGV[1]), redis.call('HGETALL', KEYS[4]),
  redis.call('HGET', KEYS[5], ARGV[2]), redis.call('HGETALL', KEYS[6]), redis.call('HGETALL', KEYS[7]) }`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** `PROFILE_SOURCES_SCRIPT` (registered on first use by `readProfileSources`). */
    profilesources(...keysAndArgs: string[]): Result<unknown[], Context>;
  }
}

const withProfileScript = new WeakSet<Redis>();

/** As HGETALL answers it: a flat field/value list as an object, fields in the order Redis gives them. */
function hashOf(flat: unknown): Record<string, string> {
  const list = (flat ?? []) as string[];
  const hash: Record<string, string> = {};
  for (let i = 0; i < list.length; i += 2) hash[list[i]] = list[i + 1];
  return hash;
}

/**
 * The profile's sources in one round trip: the player's hash, their gods' counters, their
 * leaderboard index (null when not on it), the battle pass hash, the upgrade's count (null when
 * none), the quests and achievements hashes; every hash empty and the rest null when the player
 * is unknown.
 */
async function readProfileSources(redis: Redis, keys: ProfileKeys, steamId: string): Promise<unknown[]> {
  if (!withProfileScript.has(redis)) {
    redis.defineCommand('profilesources', { numberOfKeys: 7, lua: PROFILE_SOURCES_SCRIPT });
    withProfileScript.add(redis);
  }
  const [player, gods, rank, battlePass, upgrade, quests, achievements] = await redis.profilesources(
    keys.player(steamId),
    keys.playerGods(steamId),
    keys.leaderboard,
    keys.battlePass(steamId),
    keys.inventory(steamId),
    keys.quests(steamId),
    keys.achievements(steamId),
    steamId,
    BATTLE_PASS_UPGRADE,
  );
  return [hashOf(player), hashOf(gods), rank ?? null, hashOf(battlePass), upgrade ?? null, hashOf(quests), hashOf(achievements)];
}
