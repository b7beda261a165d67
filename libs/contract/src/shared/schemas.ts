import { z } from 'zod';

/** Steam ids, match ids: decimal digits (64-bit numbers travel as strings). */
export const DIGITS = /^\d{1,20}$/;

/** A Steam id as the API answers it. */
export const steamIdString = z.string().regex(DIGITS).describe('64-bit Steam id in decimal, e.g. `76561197960956468`');

/** A game (match) id as the API answers it. */
export const gameIdString = z.string().regex(DIGITS).describe('Match id in decimal, e.g. `6617222774`');

/** An instant: ISO-8601 UTC. */
export const isoTime = z.string().describe('ISO-8601 UTC, e.g. `2024-05-01T12:00:00.000Z`');

/** Path parameters of `/api/players/{steam_id}/...`. */
export const playerPathParams = z.object({ steam_id: steamIdString });

/** Path parameters of `/api/games/{game_id}`. */
export const gamePathParams = z.object({ game_id: gameIdString });

export const rankName = z
  .enum(['Herald', 'Guardian', 'Crusader', 'Archon', 'Legend', 'Ancient', 'Divine', 'Immortal'])
  .meta({ id: 'RankName', description: 'Dota rank by ladder rating (GAME_RULES.md, "Ranks and ladder rating")' });
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
