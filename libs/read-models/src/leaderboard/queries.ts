import type Redis from 'ioredis';
import type { LeaderboardEntry } from '@arena/contract';
import { PlayerKeys, readPlayerCards } from '../players';
import { LEADERBOARD_SIZE, leaderboardRows } from './document';
import type { LeaderboardKeys } from './keys';

/**
 * Top 100 ranked players: min(ladder, 4500), then hidden MMR ("Leaderboard"), in two round
 * trips; an empty list before any ranked game.
 */
export async function readLeaderboard(redis: Redis, keys: LeaderboardKeys & PlayerKeys): Promise<LeaderboardEntry[]> {
  const ids = await redis.zrevrange(keys.leaderboard, 0, LEADERBOARD_SIZE - 1);
  return leaderboardRows(ids, await readPlayerCards(redis, keys, ids));
}

/**
 * The top 100's ready document, the projector's (`leaderboardDocumentProjection`): the JSON text
 * of `readLeaderboard`'s answer, as bytes to send as they are, in one round trip; null when there
 * is none (before any game result, or read models projected before it existed).
 */
export function readLeaderboardDocument(redis: Redis, keys: LeaderboardKeys): Promise<Buffer | null> {
  return redis.getBuffer(keys.leaderboardDocument);
}
