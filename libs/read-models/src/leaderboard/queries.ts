import type Redis from 'ioredis';
import type { LeaderboardEntry } from '@arena/contract';
import { badgeView, PlayerKeys, readPlayerCards } from '../players';
import type { LeaderboardKeys } from './keys';

export const LEADERBOARD_SIZE = 100;

/**
 * Top 100 ranked players: min(ladder, 4500), then hidden MMR ("Leaderboard"), in two round
 * trips; an empty list before any ranked game.
 */
export async function readLeaderboard(redis: Redis, keys: LeaderboardKeys & PlayerKeys): Promise<LeaderboardEntry[]> {
  const ids = await redis.zrevrange(keys.leaderboard, 0, LEADERBOARD_SIZE - 1);
  const cards = await readPlayerCards(redis, keys, ids);
  return ids.map((steamId, i) => ({
    rank: i + 1,
    steam_id: steamId,
    username: cards[i].username ?? steamId,
    avatar: cards[i].avatar ?? null,
    ladder_mmr: cards[i].ladder,
    ...badgeView(cards[i].ladder),
    games_played: cards[i].gamesPlayed,
  }));
}
