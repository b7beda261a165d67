import { z } from 'zod';
import { rankFields, steamIdString } from '../shared';

export const leaderboardEntry = z
  .strictObject({
    position: z.number().int().min(1),
    steam_id: steamIdString,
    username: z.string(),
    avatar: z.string().nullable(),
    ladder_mmr: z.number().int(),
    ...rankFields.shape,
    games_played: z.number().int(),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

export const leaderboardReply = z.strictObject({ players: z.array(leaderboardEntry).max(100) }).meta({ id: 'Leaderboard' });
export type LeaderboardReply = z.infer<typeof leaderboardReply>;
