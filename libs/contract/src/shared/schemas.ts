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

/** Largest `per_page` of a paged list. */
const PER_PAGE_LIMIT = 100;

/** `?page=1&per_page=20`: a 1-based page of 1..100 entries; other query parameters are ignored. */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based page number'),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_LIMIT).default(20).describe('Entries per page, 1..100'),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

const pageFields = {
  page: z.number().int().min(1),
  per_page: z.number().int().min(1).max(PER_PAGE_LIMIT),
  total: z.number().int().min(0).describe('Entries in the whole list'),
};

/** A page of a list, newest first: `{page, per_page, total, games}`. */
export function pageSchema<T extends z.ZodType>(entry: T) {
  return z.strictObject({ ...pageFields, games: z.array(entry) });
}

/** A page of `T`s: the type `pageSchema` infers, generic. */
export type Page<T> = { page: number; per_page: number; total: number; games: T[] };

// `Page<T>` is written by hand because a generic cannot be inferred; this fails to compile when
// it stops being what `pageSchema` infers
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type PageMatchesItsSchema = Expect<Same<Page<string>, z.infer<ReturnType<typeof pageSchema<z.ZodString>>>>>;
