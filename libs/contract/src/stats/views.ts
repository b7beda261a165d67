import { z } from 'zod';
import { rankName } from '../shared';

/** Longest window of the statistics, in hours (a year). */
export const STATS_MAX_HOURS = 8760;

/** Periods a daily, weekly or monthly games series answers at most. */
export const STATS_MAX_PERIODS = 366;

const hours = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(STATS_MAX_HOURS)
    .default(fallback)
    .describe(
      `The window in hours, 1..${STATS_MAX_HOURS} (default ${fallback}): the current UTC hour and the \`hours\` whole hours before it (docs/api.md "Statistics")`,
    );

/**
 * The rank bracket of a statistics query: `rank` one rank (the player's rank at the time of the
 * game, from their ladder rating before it), `minMMR` the live site's parameter, taken as a ladder
 * rating: the rank it falls in and every rank above. Both: the ranks both admit. Neither: every rank.
 */
const bracket = {
  rank: rankName
    .optional()
    .describe('Only results of players of this rank at the time of the game (the rank of their ladder rating before it)'),
  minMMR: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(0)
    .describe("The live site's floor, read as a ladder rating: results of its rank and every rank above (0: every rank)"),
};

/** `?hours=24&minMMR=0&rank=Legend`: a window and a rank bracket (gods, abilities, bodies). */
export const statsBracketQuery = z.object({ hours: hours(24), ...bracket });
export type StatsBracketQuery = z.infer<typeof statsBracketQuery>;

/** `GET /api/stats/games`: a day range (the live site's) or, without it, a window in hours. */
export const gameStatsQuery = z.object({
  startDate: z.iso.date().optional().describe("First UTC day (YYYY-MM-DD), with `endDate`; both inclusive (the live site's)"),
  endDate: z.iso.date().optional().describe('Last UTC day (YYYY-MM-DD), with `startDate`'),
  hours: hours(24).describe('Without `startDate`/`endDate`: the window in hours (default 24)'),
});
export type GameStatsQuery = z.infer<typeof gameStatsQuery>;

/** `?limit=N`: periods of a games series, newest first. */
export const gameSeriesQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(STATS_MAX_PERIODS)
    .optional()
    .describe(`Periods, newest first, 1..${STATS_MAX_PERIODS} (default: 7 days, 10 weeks, 6 months, as the live site)`),
});
export type GameSeriesQuery = z.infer<typeof gameSeriesQuery>;

/** `GET /api/stats/economy?hours=720`. */
export const economyStatsQuery = z.object({ hours: hours(720) });
export type EconomyStatsQuery = z.infer<typeof economyStatsQuery>;

const count = z.number().int().min(0);
const rate = z.number().min(0).describe('A fraction, 0..1');
const averageOrNull = z.number().nullable();
const icon = z.string().nullable().describe("The ability's image name as last posted by a game server; null when never posted");

/** The rates every ranked-results row adds to the live site's counts. */
const resultRates = {
  results: count.describe('Extra: ranked player results in the window and bracket (the denominator of `pick_rate`)'),
  pick_rate: rate.describe('Extra: `freq` / `results`'),
  first_place_rate: rate.describe('Extra: `winner_freq` / `freq`'),
  top_four_rate: rate.describe('Extra: `top_four_freq` / `freq`'),
};

/** One god's placements in ranked games (`GET /api/stats/gods`). */
export const godStatsRow = z
  .strictObject({
    god: z.string().describe('The god id as game servers post it'),
    god_freq: count.describe('Ranked results with this god'),
    first_place: count,
    second_place: count,
    third_place: count,
    fourth_place: count,
    fifth_place: count,
    sixth_place: count,
    seventh_place: count,
    eighth_place: count,
    avg_place: z.number().describe("Average place, truncated to 2 decimals (the live site's)"),
    pick_rate: rate.describe("`god_freq` / ranked results in the window and bracket (the gods' rates add up to 1)"),
    placements: z.array(rate).length(8).describe('Share of its results at place 1..8'),
    first_place_rate: rate.describe('Extra: `first_place` / `god_freq`'),
    top_four_rate: rate.describe('Extra: places 1 to 4 / `god_freq`'),
    results: count.describe('Extra: ranked player results in the window and bracket'),
  })
  .meta({ id: 'GodStatsRow' });
export const godStats = z.array(godStatsRow).meta({ id: 'GodStats' });
export type GodStatsRow = z.infer<typeof godStatsRow>;

/** One ability among a god's players' heroes (`GET /api/stats/gods/{god}`). */
export const godAbilityStatsRow = z
  .strictObject({
    ability_name: z.string(),
    icon,
    freq: count.describe('Heroes with this ability in ranked results with the god'),
    winner_freq: count.describe('Of them, in first place'),
    top_four_freq: count.describe('Extra: of them, in places 1 to 4'),
  })
  .meta({ id: 'GodAbilityStatsRow' });
export const godAbilityStats = z.array(godAbilityStatsRow).meta({ id: 'GodAbilityStats' });
export type GodAbilityStatsRow = z.infer<typeof godAbilityStatsRow>;

/** One ability in ranked games (`GET /api/stats/abilities`). */
export const abilityStatsRow = z
  .strictObject({
    ability_name: z.string(),
    icon,
    numGames: count.describe("Games in the window (every game, the live site's denominator)"),
    freq: count.describe('Heroes with this ability in ranked results'),
    winner_freq: count.describe('Of them, in first place'),
    top_four_freq: count.describe('Of them, in places 1 to 4'),
    hero_body: z
      .string()
      .nullable()
      .describe("Extra: the hero the ability comes from (`npc_dota_hero_*`, the spell catalog's), null when not in the catalog"),
    ...resultRates,
  })
  .meta({ id: 'AbilityStatsRow' });
export const abilityStats = z.array(abilityStatsRow).meta({ id: 'AbilityStats' });
export type AbilityStatsRow = z.infer<typeof abilityStatsRow>;

/** Winners' abilities at Super (level 6+) or Gaben (level 9) style (`/api/stats/abilities/supers`, `/gabens`). */
export const abilityLevelCountRow = z
  .strictObject({
    ability_name: z.string(),
    count: count.describe('Abilities at that style on first-place heroes in ranked games'),
    icon,
  })
  .meta({ id: 'AbilityLevelCountRow' });
export const abilityLevelCounts = z.array(abilityLevelCountRow).meta({ id: 'AbilityLevelCounts' });
export type AbilityLevelCountRow = z.infer<typeof abilityLevelCountRow>;

/** The level winners' abilities ended at (`GET /api/stats/abilities/winner_levels`). */
export const winnerLevelRow = z
  .strictObject({
    ability_name: z.string(),
    icon,
    placements: z.array(rate).length(9).describe("Share of the ability's first-place occurrences at level 1..9"),
    ability_freq: count.describe('Extra: first-place occurrences of the ability'),
  })
  .meta({ id: 'WinnerLevelRow' });
export const winnerLevels = z.array(winnerLevelRow).meta({ id: 'WinnerLevels' });
export type WinnerLevelRow = z.infer<typeof winnerLevelRow>;

/** Hero body tiers, S best (a result's hero `tier` 1..5). */
export const bodyTier = z.enum(['S', 'A', 'B', 'C', 'D']).meta({ id: 'BodyTier' });
export type BodyTier = z.infer<typeof bodyTier>;

/** One hero body in ranked games (`GET /api/stats/bodies`). */
export const bodyStatsRow = z
  .strictObject({
    hero_name: z.string().describe('`npc_dota_hero_*`'),
    numGames: count.describe("Games in the window (every game, the live site's)"),
    freq: count.describe('Heroes of this body in ranked results'),
    winner_freq: count.describe('Of them, in first place'),
    tier: bodyTier.nullable().describe("Extra: the body's tier as last posted (tier 1 = S .. 5 = D)"),
    top_four_freq: count.describe('Extra: of them, in places 1 to 4'),
    avg_place: z.number().describe('Extra: average place of its results'),
    ...resultRates,
  })
  .meta({ id: 'BodyStatsRow' });
export const bodyStats = z.array(bodyStatsRow).meta({ id: 'BodyStats' });
export type BodyStatsRow = z.infer<typeof bodyStatsRow>;

/** Games over a day range or window (`GET /api/stats/games`). */
export const gameStatsTotal = z
  .strictObject({
    games_count: count.describe('Games recorded (their summaries), ranked or not'),
    avg_rounds: averageOrNull.describe('Average rounds; null without games'),
    avg_duration: averageOrNull.describe('Average duration in seconds; null without games'),
    from: z.iso.datetime().describe('Extra: start of the range counted (inclusive, ISO)'),
    to: z.iso.datetime().describe('Extra: end of the range counted (exclusive, ISO)'),
  })
  .meta({ id: 'GameStatsTotal' });
export type GameStatsTotal = z.infer<typeof gameStatsTotal>;

const seriesFigures = {
  label: z.string().describe('A label for a chart: `YYYY-MM-DD`, `Week of YYYY-MM-DD`, `Jan 2026`'),
  games_count: count,
  avg_rounds: averageOrNull,
  avg_duration: averageOrNull.describe('Seconds'),
};

/** `GET /api/stats/games/daily`: newest UTC day first, days without games included. */
export const gameStatsDaily = z
  .array(
    z.strictObject({
      day: z.iso.date(),
      ...seriesFigures,
      players: count.describe('Extra: distinct players with a result recorded that day'),
    }),
  )
  .meta({ id: 'GameStatsDaily' });
export type GameStatsDaily = z.infer<typeof gameStatsDaily>;

/** `GET /api/stats/games/weekly`: newest week (starting Monday, UTC) first. */
export const gameStatsWeekly = z.array(z.strictObject({ start_of_week: z.iso.date(), ...seriesFigures })).meta({ id: 'GameStatsWeekly' });
export type GameStatsWeekly = z.infer<typeof gameStatsWeekly>;

/** `GET /api/stats/games/monthly`: newest UTC month first. */
export const gameStatsMonthly = z
  .array(z.strictObject({ start_of_month: z.iso.date(), ...seriesFigures }))
  .meta({ id: 'GameStatsMonthly' });
export type GameStatsMonthly = z.infer<typeof gameStatsMonthly>;

const byReason = z.record(z.string(), count).describe('Gold by reason (`game`, `purchase`, `chest`, ...)');

/** `GET /api/stats/economy`: the UTC days the window touches. */
export const economyStats = z
  .strictObject({
    from: z.iso.date().describe('First UTC day counted'),
    to: z.iso.date().describe('Last UTC day counted (today)'),
    days: z
      .array(
        z.strictObject({
          day: z.iso.date(),
          gold_earned: byReason.describe('Gold that came in, by reason'),
          gold_spent: byReason.describe('Gold that went out, by reason'),
          purchases: count.describe('Items bought with gold'),
          chests_opened: count,
          codes_redeemed: count,
          orders_paid: count.describe('Real-money orders paid that day'),
          revenue_usd_cents: count.describe('Real money received that day (the payments of those orders), USD cents'),
          refunded_usd_cents: count.describe('Real money refunded that day, USD cents'),
        }),
      )
      .describe('Oldest day first, every day of the range'),
    purchases: z
      .array(z.strictObject({ item_id: z.string(), count, gold: count.describe('Gold paid in all') }))
      .describe('Items bought with gold, most bought first'),
    chests: z
      .array(
        z.strictObject({
          chest_id: z.string(),
          opened: count,
          drops: z.array(z.strictObject({ item_id: z.string(), count, duplicates: count })).describe('What dropped, most first'),
        }),
      )
      .describe('Chests opened, most first'),
    codes: z.array(z.strictObject({ code: z.string(), redeemed: count })).describe('Codes redeemed, most first'),
  })
  .meta({ id: 'EconomyStats' });
export type EconomyStats = z.infer<typeof economyStats>;
