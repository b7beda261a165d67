import type Redis from 'ioredis';
import { rankView } from '@arena/domain';
import type {
  BattlePassView,
  GameDocument,
  GameListEntry,
  GamePlayerRow,
  LeaderboardEntry,
  Page,
  PlayerGameEntry,
  PlayerProfile,
  StoredGameRow,
} from './api-types';
import { decodeHeroes } from './hero-codec';
import type { ReadModelKeys } from './keys';

/**
 * Typed reads of the read models, each in one Redis round trip where it can be. They return
 * the API shapes of docs/api.md, or null when the thing does not exist.
 */

export const LEADERBOARD_SIZE = 100;
export const MAX_PER_PAGE = 100;

export interface PageRequest {
  /** 1-based */
  page: number;
  /** 1..MAX_PER_PAGE */
  perPage: number;
}

/** A player's public profile; null when the player is unknown. */
export async function readPlayerProfile(redis: Redis, keys: ReadModelKeys, steamId: string): Promise<PlayerProfile | null> {
  const replies = await redis
    .pipeline()
    .hgetall(keys.player(steamId))
    .hgetall(keys.playerGods(steamId))
    .zrevrank(keys.leaderboard, steamId)
    .exec();
  const fields = replies![0][1] as Record<string, string>;
  if (!fields.steam_id) return null;
  const godCounters = replies![1][1] as Record<string, string>;
  const leaderboardIndex = replies![2][1] as number | null;

  const ladder = int(fields.ladder);
  const rankedGames = int(fields.ranked_games);
  return {
    steam_id: fields.steam_id,
    username: fields.username ?? fields.steam_id,
    avatar: fields.avatar ?? null,
    ladder_mmr: ladder,
    ...rankView(ladder),
    leaderboard_rank: leaderboardIndex === null ? null : leaderboardIndex + 1,
    games_played: int(fields.games_played),
    ranked_games: rankedGames,
    first_places: int(fields.first_places),
    top_fours: int(fields.top_fours),
    rounds_won: int(fields.rounds_won),
    average_place: rankedGames === 0 ? null : Math.round((int(fields.place_sum) / rankedGames) * 100) / 100,
    gods: godsOf(godCounters),
    bp_level: 0,
    has_plus: false,
    user_type: fields.user_type ?? 'PLAYER',
    created_at: fields.created_at,
    last_game_at: fields.last_game_at ?? null,
  };
}

/**
 * Battle pass of a player. Until the battle pass exists every player is at level 0 with the
 * requirements of level 1 (GAME_RULES.md, "Battle pass": 255 XP a level).
 */
export async function readBattlePass(redis: Redis, keys: ReadModelKeys, steamId: string): Promise<BattlePassView | null> {
  const exists = await redis.hexists(keys.player(steamId), 'steam_id');
  if (!exists) return null;
  return { bp_level: 0, total_xp: 0, upgraded: false, requirements: { level: 0, total_xp: 0, next_level_xp: 255 } };
}

/** A game document with players in place order; null when the game is unknown. */
export async function readGame(redis: Redis, keys: ReadModelKeys, matchId: string): Promise<GameDocument | null> {
  const fields = await redis.hgetall(keys.game(matchId));
  return fields.created_at ? gameDocument(matchId, fields) : null;
}

/** Recent games, newest first. */
export async function readRecentGames(redis: Redis, keys: ReadModelKeys, request: PageRequest): Promise<Page<GameListEntry>> {
  const start = (request.page - 1) * request.perPage;
  const [ids, total] = await Promise.all([
    redis.zrevrange(keys.recentGames, start, start + request.perPage - 1),
    redis.zcard(keys.recentGames),
  ]);
  const pipeline = redis.pipeline();
  for (const id of ids) pipeline.hgetall(keys.game(id));
  const replies = ids.length ? await pipeline.exec() : [];
  const games = ids.map((id, i) => {
    const document = gameDocument(id, replies![i][1] as Record<string, string>);
    return {
      game_id: document.game_id,
      created_at: document.created_at,
      duration: document.duration,
      rounds: document.rounds,
      ranked: document.ranked,
      players: document.players.map(({ steam_id, username, place, god }) => ({ steam_id, username, place, god })),
    };
  });
  return { page: request.page, per_page: request.perPage, total, games };
}

/** A player's games, newest first; null when the player is unknown. */
export async function readPlayerGames(
  redis: Redis,
  keys: ReadModelKeys,
  steamId: string,
  request: PageRequest,
): Promise<Page<PlayerGameEntry> | null> {
  const start = (request.page - 1) * request.perPage;
  const [exists, ids, total] = await Promise.all([
    redis.hexists(keys.player(steamId), 'steam_id'),
    redis.zrevrange(keys.playerGames(steamId), start, start + request.perPage - 1),
    redis.zcard(keys.playerGames(steamId)),
  ]);
  if (!exists) return null;
  const pipeline = redis.pipeline();
  for (const id of ids) pipeline.hmget(keys.game(id), `p:${steamId}`, 'created_at', 'summary', 'last_end_time', 'ranked');
  const replies = ids.length ? await pipeline.exec() : [];
  const games = ids.map((id, i) => {
    const [rowJson, createdAt, summaryJson, lastEnd, ranked] = replies![i][1] as (string | null)[];
    const row = JSON.parse(rowJson!) as StoredGameRow;
    return {
      game_id: id,
      created_at: createdAt!,
      duration: durationOf(summaryJson, lastEnd),
      ranked: ranked === '1',
      place: row.place,
      god: row.god,
      rounds: row.rounds,
      wins: row.wins,
      losses: row.losses,
      ladder_mmr: row.ladder_mmr,
      ladder_change: row.ladder_change,
    };
  });
  return { page: request.page, per_page: request.perPage, total, games };
}

/** Top 100 ranked players: min(ladder, 4500), then hidden MMR (GAME_RULES.md). */
export async function readLeaderboard(redis: Redis, keys: ReadModelKeys): Promise<LeaderboardEntry[]> {
  const ids = await redis.zrevrange(keys.leaderboard, 0, LEADERBOARD_SIZE - 1);
  if (ids.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const id of ids) pipeline.hmget(keys.player(id), 'username', 'avatar', 'ladder', 'games_played');
  const replies = await pipeline.exec();
  return ids.map((steamId, i) => {
    const [username, avatar, ladder, gamesPlayed] = replies![i][1] as (string | null)[];
    const ladderMmr = int(ladder);
    return {
      position: i + 1,
      steam_id: steamId,
      username: username ?? steamId,
      avatar: avatar ?? null,
      ladder_mmr: ladderMmr,
      ...rankView(ladderMmr),
      games_played: int(gamesPlayed),
    };
  });
}

function gameDocument(matchId: string, fields: Record<string, string>): GameDocument {
  const players: GamePlayerRow[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (field.startsWith('p:')) players.push(gameRow(value));
  }
  players.sort((a, b) => a.place - b.place);
  const summary = fields.summary ? JSON.parse(fields.summary) : null;
  return {
    game_id: matchId,
    created_at: fields.created_at,
    duration: durationOf(fields.summary, fields.last_end_time),
    rounds: int(fields.rounds),
    ranked: fields.ranked === '1',
    cheats_enabled: summary ? Boolean(summary.cheatsEnabled) : null,
    players,
  };
}

function gameRow(json: string): GamePlayerRow {
  const row = JSON.parse(json) as StoredGameRow;
  return { ...row, heroes: decodeHeroes(row.heroes) };
}

/** Seconds, whole: the summary's duration, else the last finishing player's end time. */
function durationOf(summaryJson: string | null | undefined, lastEndTime: string | null | undefined): number {
  const seconds = summaryJson ? Number(JSON.parse(summaryJson).duration) : Number(lastEndTime ?? 0);
  return Math.round(seconds);
}

function godsOf(counters: Record<string, string>): PlayerProfile['gods'] {
  const gods = new Map<string, { god: string; games: number; first_places: number }>();
  for (const [field, value] of Object.entries(counters)) {
    const separator = field.lastIndexOf(':');
    const god = field.slice(0, separator);
    const entry = gods.get(god) ?? { god, games: 0, first_places: 0 };
    if (field.endsWith(':games')) entry.games = int(value);
    else entry.first_places = int(value);
    gods.set(god, entry);
  }
  return [...gods.values()].sort((a, b) => b.games - a.games || a.god.localeCompare(b.god));
}

function int(value: string | null | undefined): number {
  return value ? Number.parseInt(value, 10) : 0;
}
