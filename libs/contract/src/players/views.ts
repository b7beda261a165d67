import { z } from 'zod';
import { isoTime, rankFields, steamIdString } from '../shared';

/** A player's public profile (docs/api.md, "Players and games"). */
export const playerProfile = z
  .strictObject({
    steam_id: steamIdString,
    username: z.string(),
    avatar: z.string().nullable().describe('Image URL, or null (the site shows a generated avatar)'),
    ladder_mmr: z.number().int().describe('Ladder rating (the hidden MMR is never shown)'),
    ...rankFields.shape,
    leaderboard_rank: z.number().int().min(1).nullable().describe('Position on the leaderboard; null when not on it'),
    games_played: z.number().int(),
    ranked_games: z.number().int(),
    first_places: z.number().int(),
    top_fours: z.number().int(),
    rounds_won: z.number().int(),
    average_place: z.number().nullable().describe('Over ranked games, two decimals; null before the first'),
    gods: z.array(z.strictObject({ god: z.string(), games: z.number().int(), first_places: z.number().int() })),
    bp_level: z.number().int(),
    has_plus: z.boolean(),
    user_type: z.string().describe('`PLAYER`'),
    created_at: isoTime,
    last_game_at: isoTime.nullable(),
  })
  .meta({ id: 'PlayerProfile' });
export type PlayerProfile = z.infer<typeof playerProfile>;

/** The battle pass: level, XP and the next level's requirements (a stub until it exists). */
export const battlePassView = z
  .strictObject({
    bp_level: z.number().int(),
    total_xp: z.number().int(),
    upgraded: z.boolean(),
    requirements: z.strictObject({
      level: z.number().int(),
      total_xp: z.number().int(),
      next_level_xp: z.number().int().describe('XP the next level needs (255 a level)'),
    }),
  })
  .meta({ id: 'BattlePassView' });
export type BattlePassView = z.infer<typeof battlePassView>;
