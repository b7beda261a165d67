import { z } from 'zod';
import { badgeFields, eventPosition, isoTime, steamIdString } from '../shared';

/**
 * A player's role: `ADMIN` may do everything, `STATS_GUY` reads the stats pages, `SUPPORT` reads
 * the players' administration pages (nothing that changes state). Set by an admin
 * (`POST /api/admin/players/{steam_id}/user_type`); ADMIN_STEAM_IDS and STATS_STEAM_IDS grant
 * ADMIN and STATS_GUY to the ids they list at their first sign-in.
 */
export const userType = z.enum(['ADMIN', 'SUPPORT', 'STATS_GUY', 'PLAYER']).meta({ id: 'UserType' });
export type UserType = z.infer<typeof userType>;

/** A player's public profile (docs/api.md, "Players and games"). */
export const playerProfile = z
  .strictObject({
    steam_id: steamIdString,
    username: z.string(),
    avatar: z.string().nullable().describe('Image URL, or null (the site shows a generated avatar)'),
    profile_picture: z.string().nullable().describe("The same image URL under the live site's name"),
    ladder_mmr: z.number().int().describe('Ladder rating (the hidden MMR is never shown)'),
    ...badgeFields.shape,
    rank: z.number().int().min(1).nullable().describe("Position on the leaderboard (the live site's `rank`); null when not on it"),
    games_played: z.number().int(),
    ranked_games: z.number().int(),
    first_places: z.number().int(),
    top_fours: z.number().int(),
    rounds_won: z.number().int(),
    average_place: z.number().nullable().describe('Over ranked games, two decimals; null before the first'),
    gods: z.array(z.strictObject({ god: z.string(), games: z.number().int(), first_places: z.number().int() })),
    bp_level: z.number().int().describe('Battle-pass level'),
    unclaimed_bp_rewards: z.number().int().min(0).describe('Battle-pass rewards of levels reached, not claimed yet'),
    unclaimed_quests: z.number().int().min(0).describe('Completed daily quests, and login and welcome rewards, that can be claimed now'),
    achievements_to_claim: z.number().int().min(0).describe('Achievement tiers reached and not claimed'),
    has_plus: z.boolean().describe('Plus has not expired yet, or a connected Gaimin account gives it'),
    plus_expiration: isoTime
      .nullable()
      .describe('When bought or granted Plus ends (or ended); null when never had. Plus from a connected Gaimin account has no end'),
    gaimin_connected: z.boolean().describe('The player connected a Gaimin account (Plus while connected)'),
    coins: z.number().int().min(0).describe('Gold balance (gold coins)'),
    unopened_chests: z.number().int().min(0).describe('Chests owned, of every kind'),
    user_type: userType,
    created_at: isoTime,
    last_game_at: isoTime.nullable(),
  })
  .meta({ id: 'PlayerProfile' });
export type PlayerProfile = z.infer<typeof playerProfile>;

/** Body of `POST /api/admin/players/{steam_id}/user_type`: the new type and why. */
export const setUserTypeBody = z
  .object({
    user_type: userType,
    reason: z.string().trim().min(1).max(200).describe('Why, for the record (1..200 characters)'),
  })
  .meta({ id: 'SetUserTypeBody' });
export type SetUserTypeBody = z.output<typeof setUserTypeBody>;

/** The player's user type after the change, and whether this request changed it. */
export const userTypeReply = z
  .strictObject({
    steam_id: steamIdString,
    user_type: userType,
    changed: z.boolean().describe('false when the player already had this type (nothing recorded)'),
  })
  .meta({ id: 'UserTypeReply' });
export type UserTypeReply = z.infer<typeof userTypeReply>;

/**
 * Body of `POST /api/admin/players/{steam_id}/grant`: gold (a whole number; negative takes gold
 * back, never below 0) and/or items (packs open into their contents), and why.
 */
export const grantBody = z
  .object({
    gold: z.number().int().min(-100_000_000).max(100_000_000).default(0).describe('Gold to add (negative: to take back); 0 for none'),
    items: z
      .array(z.strictObject({ item_id: z.string().min(1).max(64), count: z.number().int().min(1).max(1_000) }))
      .max(50)
      .default([])
      .describe('Items of the cosmetic catalog, with counts'),
    take_items: z
      .array(z.strictObject({ item_id: z.string().min(1).max(64), count: z.number().int().min(1).max(1_000) }))
      .max(50)
      .default([])
      .describe('Items the player owns to take back, with counts (409 `not_owned` when they own fewer)'),
    reason: z.string().trim().min(1).max(200).describe('Why, for the gold ledger (1..200 characters)'),
  })
  .meta({ id: 'GrantBody' });
export type GrantBody = z.output<typeof grantBody>;

/** The balance after an admin's grant, the items not granted because already owned, and the event position. */
export const grantReply = z
  .strictObject({
    steam_id: steamIdString,
    coins: z.number().int().min(0).describe('Balance after, in gold'),
    already_owned: z.array(z.string()).describe('Items skipped: the player owns them and they do not stack'),
    position: eventPosition,
  })
  .meta({ id: 'GrantReply' });
export type GrantReply = z.infer<typeof grantReply>;
