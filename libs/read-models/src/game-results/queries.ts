import type Redis from 'ioredis';
import type { GameDocument, GameListEntry, GamePlayerRow, PlayerGameEntry } from '@arena/contract';
import { byPlace, gameRowView } from './document';
import type { StoredGameRow } from './stored-hero';
import { intField, ListPage, PageRequest, pageRange } from '../core';
import { playerExists, PlayerKeys } from '../players';
import type { GameResultKeys } from './keys';

/**
 * Typed reads of games and players' game lists, in the API shapes of docs/api.md, each in as
 * few round trips as it can (null when the thing does not exist).
 */

/** A game document with players in place order, in one round trip; null when the game is unknown. */
export async function readGame(redis: Redis, keys: GameResultKeys, matchId: string): Promise<GameDocument | null> {
  const fields = await redis.hgetall(keys.game(matchId));
  return fields.created_at ? gameDocument(matchId, fields) : null;
}

/**
 * A game's ready document, the projector's (`GAME_DOCUMENT_SCRIPT`): the JSON text of `readGame`'s
 * answer, as bytes to send as they are, in one round trip; null when there is none (an unknown
 * game, or read models projected before the document existed).
 */
export function readGameDocument(redis: Redis, keys: GameResultKeys, matchId: string): Promise<Buffer | null> {
  return redis.getBuffer(keys.gameDocument(matchId));
}

/** The game documents of `ids` that exist, in their order, in one round trip. */
export async function readGames(redis: Redis, keys: GameResultKeys, ids: readonly string[]): Promise<GameDocument[]> {
  if (ids.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const id of ids) pipeline.hgetall(keys.game(id));
  const replies = await pipeline.exec();
  return ids.flatMap((id, i) => {
    const fields = replies![i][1] as Record<string, string>;
    return fields.created_at ? [gameDocument(id, fields)] : [];
  });
}

/** A page of the recent games, newest first, and how many there are, in two round trips. */
export async function readRecentGames(redis: Redis, keys: GameResultKeys, request: PageRequest): Promise<ListPage<GameListEntry>> {
  const { start, stop } = pageRange(request);
  const [ids, total] = await Promise.all([redis.zrevrange(keys.recentGames, start, stop), redis.zcard(keys.recentGames)]);
  const pipeline = redis.pipeline();
  for (const id of ids) pipeline.hgetall(keys.game(id));
  const replies = ids.length ? await pipeline.exec() : [];
  const items = ids.map((id, i) => {
    const document = gameDocument(id, replies![i][1] as Record<string, string>);
    return {
      game_id: document.game_id,
      created_at: document.created_at,
      duration: document.duration,
      rounds: document.rounds,
      ranked: document.ranked,
      players: document.players.length,
      standings: document.players.map(({ steam_id, username, place, god }) => ({ steam_id, username, place, god })),
    };
  });
  return { items, offset: request.offset, total };
}

/** A page of a player's games, newest first, and how many there are, in two round trips; null when the player is unknown. */
export async function readPlayerGames(
  redis: Redis,
  keys: GameResultKeys & PlayerKeys,
  steamId: string,
  request: PageRequest,
): Promise<ListPage<PlayerGameEntry> | null> {
  const { start, stop } = pageRange(request);
  const [exists, ids, total] = await Promise.all([
    playerExists(redis, keys, steamId),
    redis.zrevrange(keys.playerGames(steamId), start, stop),
    redis.zcard(keys.playerGames(steamId)),
  ]);
  if (!exists) return null;
  const pipeline = redis.pipeline();
  for (const id of ids) pipeline.hmget(keys.game(id), `p:${steamId}`, 'created_at', 'summary', 'last_end_time', 'ranked');
  const replies = ids.length ? await pipeline.exec() : [];
  const items = ids.map((id, i) => {
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
      end_time: row.end_time,
      ladder_mmr: row.ladder_mmr,
      ladder_mmr_change: row.ladder_change,
    };
  });
  return { items, offset: request.offset, total };
}

function gameDocument(matchId: string, fields: Record<string, string>): GameDocument {
  const players: GamePlayerRow[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (field.startsWith('p:')) players.push(gameRow(value));
  }
  players.sort(byPlace);
  const summary = fields.summary ? (JSON.parse(fields.summary) as { cheatsEnabled?: unknown }) : null;
  return {
    game_id: matchId,
    created_at: fields.created_at,
    duration: durationOf(fields.summary, fields.last_end_time),
    rounds: intField(fields.rounds),
    ranked: fields.ranked === '1',
    cheats_enabled: summary ? Boolean(summary.cheatsEnabled) : null,
    players,
  };
}

/** A stored row in the API's names (`ladder_change` is served as `ladder_mmr_change`). */
function gameRow(json: string): GamePlayerRow {
  return gameRowView(JSON.parse(json) as StoredGameRow);
}

/** Seconds, whole: the summary's duration, else the last finishing player's end time. */
function durationOf(summaryJson: string | null | undefined, lastEndTime: string | null | undefined): number {
  const seconds = summaryJson ? Number((JSON.parse(summaryJson) as { duration?: unknown }).duration) : Number(lastEndTime ?? 0);
  return Math.round(seconds);
}
