import { z } from 'zod';

/**
 * SteamID64 of an individual account: 76561197960265728 + the account id (1 .. 2^32 - 1), so
 * always 17 digits. Of equal length, digit strings compare as their numbers do.
 */
const STEAM_ID64_FIRST = '76561197960265729';
const STEAM_ID64_LAST = '76561202255233023';
const SEVENTEEN_DIGITS = /^\d{17}$/;

/** Whether `text` is the SteamID64 of an individual account (17 digits, 76561197960265729..76561202255233023). */
export function isSteamId64(text: string): boolean {
  return SEVENTEEN_DIGITS.test(text) && text >= STEAM_ID64_FIRST && text <= STEAM_ID64_LAST;
}

/** A match id: a positive whole number in decimal, no leading zero, at most 2^64 - 1. */
const MATCH_ID = /^[1-9]\d{0,19}$/;
const UINT64_MAX = '18446744073709551615';

/** Whether `text` is a match id: a positive 64-bit number in decimal without leading zeros. */
export function isMatchId(text: string): boolean {
  return MATCH_ID.test(text) && (text.length < UINT64_MAX.length || text <= UINT64_MAX);
}

/** A Steam id as the API takes and answers it: the SteamID64 of an individual account, as a string. */
export const steamIdString = z
  .string()
  .regex(SEVENTEEN_DIGITS, { error: 'must be a SteamID64: 17 digits', abort: true })
  .refine(isSteamId64, 'must be the SteamID64 of an account: 76561197960265729..76561202255233023')
  .describe('SteamID64 of an individual account, 17 digits as a string, e.g. `76561197960956468`');

/** A game (match) id as the API takes and answers it. */
export const gameIdString = z
  .string()
  .regex(MATCH_ID, { error: 'must be a match id: a positive whole number in decimal, no leading zero', abort: true })
  .refine(isMatchId, 'must be a match id below 2^64')
  .describe('Match id: a positive 64-bit number in decimal as a string, e.g. `6617222774`');

/**
 * Whether a parsed JSON value nests arrays and objects at most `limit` deep. Iterative: a value
 * nested deeper than the call stack allows is answered too, where a recursive walk (hashing,
 * `JSON.stringify`) would throw.
 */
export function nestsAtMost(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return false;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return true;
}

/** An instant: ISO-8601 UTC. */
export const isoTime = z.string().describe('ISO-8601 UTC, e.g. `2024-05-01T12:00:00.000Z`');

/** Path parameters of `/api/players/{steam_id}/...`. */
export const playerPathParams = z.object({ steam_id: steamIdString });

/** Path parameters of `/api/games/{game_id}`. */
export const gamePathParams = z.object({ game_id: gameIdString });

export const rankName = z
  .enum(['Herald', 'Guardian', 'Crusader', 'Archon', 'Legend', 'Ancient', 'Divine', 'Immortal'])
  .meta({ id: 'RankName', description: 'Dota rank by ladder rating (docs/game-rules.md, "Ranks and pips")' });
export type RankName = z.infer<typeof rankName>;

/** Rank, tier, badge and pips shown for a ladder rating. */
export const rankFields = z.strictObject({
  rank: rankName,
  rank_tier: z.number().int().min(1).max(8).describe('1 (Herald) .. 8 (Immortal)'),
  badge: z.number().int().describe('Dota badge number: `rank_tier * 10 + pips` (Immortal: 80)'),
  pips: z.number().int().min(1).max(5).nullable().describe('1..5 inside the rank; null for Immortal'),
});
export type RankFields = z.infer<typeof rankFields>;

/**
 * A rank as the game's live site names it (`badge`: the rank's name, `pips`), with our
 * `rank_tier` and Dota's badge number (`badge_number`) as extra fields.
 */
export const badgeFields = z.strictObject({
  badge: rankName.describe("The rank's name (the live site's `badge`), e.g. `Herald`"),
  pips: z.number().int().min(1).max(5).nullable().describe('1..5 inside the rank; null for Immortal (who show a leaderboard position)'),
  rank_tier: z.number().int().min(1).max(8).describe('1 (Herald) .. 8 (Immortal)'),
  badge_number: z.number().int().describe('Dota badge number: `rank_tier * 10 + pips` (Immortal: 80)'),
});
export type BadgeFields = z.infer<typeof badgeFields>;

/** Largest `limit` of a list. */
const LIST_LIMIT = 100;

/**
 * `?limit=100&offset=0`, the live site's paging of a list: up to `limit` (1..100, default 100)
 * entries after the first `offset`; other query parameters are ignored. The answer is a bare
 * list, its place in the whole in `Content-Range: {resource} {first}-{last}/{total}`.
 */
export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT).default(LIST_LIMIT).describe('Entries at most, 1..100 (default 100)'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0).describe('Entries skipped from the start (default 0)'),
});
export type ListQuery = z.infer<typeof listQuery>;

/**
 * An admin's optional reason for a change (1..500 characters): recorded with the change's events
 * (in their data or metadata) and shown in the console's audit list.
 */
export const adminReason = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .nullable()
  .optional()
  .describe('Why (optional): kept with the change, shown in the audit list');

/** `?reason=` of an admin DELETE (ra-data-simple-rest sends no body with a delete). */
export const adminReasonQuery = z.object({ reason: z.string().trim().min(1).max(500).optional() });
