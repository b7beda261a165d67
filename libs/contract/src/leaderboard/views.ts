import { z } from 'zod';
import { badgeFields, steamIdString } from '../shared';

/** A row of the leaderboard: the live site's `rank` (position), `badge` (rank name), `pips`, with ours as extras. */
export const leaderboardEntry = z
  .strictObject({
    rank: z.number().int().min(1).describe('Position on the leaderboard, 1 first'),
    steam_id: steamIdString,
    username: z.string(),
    avatar: z.string().nullable(),
    ladder_mmr: z.number().int(),
    ...badgeFields.shape,
    games_played: z.number().int(),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

/** `GET /api/leaderboard`: the top 100 as a bare list, best first (as the live site answers it). */
export const leaderboardReply = z.array(leaderboardEntry).max(100).meta({ id: 'Leaderboard' });
export type LeaderboardReply = z.infer<typeof leaderboardReply>;
