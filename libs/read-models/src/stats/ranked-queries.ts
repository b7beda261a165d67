import type Redis from 'ioredis';
import type {
  AbilityLevelCountRow,
  AbilityStatsRow,
  BodyStatsRow,
  BodyTier,
  GodAbilityStatsRow,
  GodStatsRow,
  WinnerLevelRow,
} from '@arena/contract';
import { SPELLS_BY_ID } from '@arena/domain';
import { byName, ratio, sumCounters, sumGames, truncatedAverage, type StatsWindow } from './counters';
import { GABEN_LEVEL, SUPER_LEVEL } from './projection';
import type { StatsKeys } from './keys';

const PLACE_FIELDS = [
  'first_place',
  'second_place',
  'third_place',
  'fourth_place',
  'fifth_place',
  'sixth_place',
  'seventh_place',
  'eighth_place',
] as const;
const TIERS: readonly BodyTier[] = ['S', 'A', 'B', 'C', 'D'];
const byNameThen = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `GET /api/stats/gods`: each god's ranked results by place in the window and bracket, best
 * average place first (then by name); `pick_rate` over every ranked result counted.
 */
export async function readGodStats(redis: Redis, keys: StatsKeys, window: StatsWindow): Promise<GodStatsRow[]> {
  const gods = byName(await sumCounters(redis, keys, 'gods', window));
  const places = [...gods].map(([god, counts]) => ({ god, places: PLACE_FIELDS.map((_, i) => counts.get(String(i + 1)) ?? 0) }));
  const results = places.reduce((total, { places: counts }) => total + counts.reduce((a, b) => a + b, 0), 0);
  return places
    .map(({ god, places: counts }) => {
      const freq = counts.reduce((a, b) => a + b, 0);
      const placeSum = counts.reduce((sum, n, i) => sum + n * (i + 1), 0);
      const row = {
        god,
        god_freq: freq,
        ...(Object.fromEntries(PLACE_FIELDS.map((field, i) => [field, counts[i]])) as Record<(typeof PLACE_FIELDS)[number], number>),
        avg_place: truncatedAverage(placeSum, freq),
        pick_rate: ratio(freq, results),
        placements: counts.map((n) => ratio(n, freq)),
        first_place_rate: ratio(counts[0], freq),
        top_four_rate: ratio(counts[0] + counts[1] + counts[2] + counts[3], freq),
        results,
      };
      return row;
    })
    .sort((a, b) => a.avg_place - b.avg_place || byNameThen(a.god, b.god));
}

/** Image names as last posted, for `names` (null for one never posted). */
async function iconsOf(redis: Redis, keys: StatsKeys, names: readonly string[]): Promise<(string | null)[]> {
  return names.length ? redis.hmget(keys.statsNames, ...names) : [];
}

/** `GET /api/stats/gods/{god}`: the abilities of ranked results with `god`, most picked first (then by name). */
export async function readGodAbilityStats(redis: Redis, keys: StatsKeys, god: string, window: StatsWindow): Promise<GodAbilityStatsRow[]> {
  const abilities = [...byName(await sumCounters(redis, keys, `god:${god}`, window, true))]
    .filter(([, counts]) => (counts.get('f') ?? 0) > 0)
    .sort(([a, ca], [b, cb]) => (cb.get('f') ?? 0) - (ca.get('f') ?? 0) || byNameThen(a, b));
  const icons = await iconsOf(
    redis,
    keys,
    abilities.map(([name]) => name),
  );
  return abilities.map(([name, counts], i) => ({
    ability_name: name,
    icon: icons[i],
    freq: counts.get('f') ?? 0,
    winner_freq: counts.get('w') ?? 0,
    top_four_freq: counts.get('t') ?? 0,
  }));
}

/** `GET /api/stats/abilities`: every ability of ranked results, most picked first (then by name), with its hero body. */
export async function readAbilityStats(redis: Redis, keys: StatsKeys, window: StatsWindow): Promise<AbilityStatsRow[]> {
  const [sums, games] = await Promise.all([sumCounters(redis, keys, 'abilities', window), sumGames(redis, keys.statsGames, window)]);
  const results = sums.get('#results') ?? 0;
  const abilities = [...byName(sums)]
    .filter(([, counts]) => (counts.get('f') ?? 0) > 0)
    .sort(([a, ca], [b, cb]) => (cb.get('f') ?? 0) - (ca.get('f') ?? 0) || byNameThen(a, b));
  const icons = await iconsOf(
    redis,
    keys,
    abilities.map(([name]) => name),
  );
  return abilities.map(([name, counts], i) => {
    const freq = counts.get('f') ?? 0;
    const winners = counts.get('w') ?? 0;
    const topFour = counts.get('t') ?? 0;
    const spell = SPELLS_BY_ID.get(name);
    return {
      ability_name: name,
      icon: icons[i],
      numGames: games.count,
      freq,
      winner_freq: winners,
      top_four_freq: topFour,
      hero_body: spell ? `npc_dota_hero_${spell.hero}` : null,
      results,
      pick_rate: ratio(freq, results),
      first_place_rate: ratio(winners, freq),
      top_four_rate: ratio(topFour, freq),
    };
  });
}

/**
 * `GET /api/stats/abilities/supers` (`style` `s`: level 6 or more) and `/gabens` (`g`: level 9):
 * abilities of first-place heroes in ranked results at that style, most first (then by name).
 */
export async function readWinnerStyleCounts(
  redis: Redis,
  keys: StatsKeys,
  style: 's' | 'g',
  window: StatsWindow,
): Promise<AbilityLevelCountRow[]> {
  const counted = [...byName(await sumCounters(redis, keys, 'winners', window))]
    .map(([name, counts]) => ({
      name,
      count: levelsFrom(style === 's' ? SUPER_LEVEL : GABEN_LEVEL).reduce((sum, level) => sum + (counts.get(`l${level}`) ?? 0), 0),
    }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count || byNameThen(a.name, b.name));
  const icons = await iconsOf(
    redis,
    keys,
    counted.map(({ name }) => name),
  );
  return counted.map(({ name, count }, i) => ({ ability_name: name, count, icon: icons[i] }));
}

/** The winners' level counters from `level` up (levels above `GABEN_LEVEL` are counted at it). */
const levelsFrom = (level: number) => Array.from({ length: GABEN_LEVEL - level + 1 }, (_, i) => level + i);

/** `GET /api/stats/abilities/winner_levels`: the level first-place heroes' abilities ended at, by ability name. */
export async function readWinnerLevels(redis: Redis, keys: StatsKeys, window: StatsWindow): Promise<WinnerLevelRow[]> {
  const rows = [...byName(await sumCounters(redis, keys, 'winners', window))]
    .map(([name, counts]) => ({ name, levels: Array.from({ length: 9 }, (_, i) => counts.get(`l${i + 1}`) ?? 0) }))
    .map(({ name, levels }) => ({ name, levels, freq: levels.reduce((a, b) => a + b, 0) }))
    .filter(({ freq }) => freq > 0)
    .sort((a, b) => byNameThen(a.name, b.name));
  const icons = await iconsOf(
    redis,
    keys,
    rows.map(({ name }) => name),
  );
  return rows.map(({ name, levels, freq }, i) => ({
    ability_name: name,
    icon: icons[i],
    placements: levels.map((n) => n / freq),
    ability_freq: freq,
  }));
}

/** `GET /api/stats/bodies`: every hero body of ranked results, most picked first (then by name), with its tier. */
export async function readBodyStats(redis: Redis, keys: StatsKeys, window: StatsWindow): Promise<BodyStatsRow[]> {
  const [sums, games] = await Promise.all([sumCounters(redis, keys, 'bodies', window), sumGames(redis, keys.statsGames, window)]);
  const results = sums.get('#results') ?? 0;
  const bodies = [...byName(sums)]
    .filter(([, counts]) => (counts.get('f') ?? 0) > 0)
    .sort(([a, ca], [b, cb]) => (cb.get('f') ?? 0) - (ca.get('f') ?? 0) || byNameThen(a, b));
  const tiers = await iconsOf(
    redis,
    keys,
    bodies.map(([name]) => `tier:${name}`),
  );
  return bodies.map(([name, counts], i) => {
    const freq = counts.get('f') ?? 0;
    const winners = counts.get('w') ?? 0;
    const topFour = counts.get('t') ?? 0;
    return {
      hero_name: name,
      numGames: games.count,
      freq,
      winner_freq: winners,
      tier: TIERS[Number(tiers[i]) - 1] ?? null,
      top_four_freq: topFour,
      avg_place: truncatedAverage(counts.get('p') ?? 0, freq),
      results,
      pick_rate: ratio(freq, results),
      first_place_rate: ratio(winners, freq),
      top_four_rate: ratio(topFour, freq),
    };
  });
}
