import {
  type ChestOpened,
  type CodeRedeemed,
  type GameResultRecorded,
  type GameSummaryRecorded,
  type GoldChanged,
  type ItemPurchased,
  type OrderPaid,
  type OrderRefunded,
  utcDay,
  weekOf,
} from '@arena/domain';
import { addTo, type BatchWriter, defineProjection, perName, steamIdOfStream } from '../core';
import { type Bracket, blocksOfHour, bracketOf, hourOf } from './buckets';
import type { StatsFamily, StatsKeys } from './keys';

/**
 * Levels at or above this count as Gaben style; from `SUPER_LEVEL`, Super (docs/game-rules.md "Spells and tiers").
 * Winners' levels above `GABEN_LEVEL` are counted at it, so a style is the sum of its levels' counters.
 */
export const GABEN_LEVEL = 9;
export const SUPER_LEVEL = 6;

/** The counters' field names of one ability (`{ability}:f|w|t`, `{ability}:l{level}` at index `level`, 1..9). */
interface AbilityFields {
  f: string;
  w: string;
  t: string;
  levels: string[];
}

const abilityFields = perName((name): AbilityFields => ({
  f: `${name}:f`,
  w: `${name}:w`,
  t: `${name}:t`,
  levels: Array.from({ length: GABEN_LEVEL + 1 }, (_, level) => `${name}:l${level}`),
}));

/** The field names of one hero body: its counters (`{hero}:f|p|w|t`) and its tier in the names hash. */
const heroFields = perName((name) => ({ f: `${name}:f`, p: `${name}:p`, w: `${name}:w`, t: `${name}:t`, tier: `tier:${name}` }));

/** The `gods` family's field of a god at a place (`{god}:{place}`), by place. */
const godFields = perName((god) => Array.from({ length: 9 }, (_, place) => `${god}:${place}`));

/** The winners' field of an ability at `level`: levels above `GABEN_LEVEL` count at it (and below 1 at 1). */
function levelField(fields: AbilityFields, name: string, level: number): string {
  const counted = Math.min(Math.max(level, 1), GABEN_LEVEL);
  return Number.isInteger(counted) ? fields.levels[counted] : `${name}:l${counted}`;
}

/**
 * The counters of one ranked result: by god, by the god's abilities, by ability, winners'
 * abilities, by body, each in its family's hash of `hour` in the result's bracket and, but for
 * the god's abilities, in `all`. Hours only: readers keep the sums of larger blocks once they are
 * finished (`counters.ts`). The counters are added to the batch's packed counters of each hash,
 * taken once per result, in the order a result's fields are first counted.
 */
function projectRankedResult(writes: BatchWriter, keys: StatsKeys, data: GameResultRecorded['data'], hour: number): void {
  const { result, rating } = data;
  const bracket = bracketOf(rating.ladderBefore);
  const { place, heroes } = result;
  const first = place === 1;
  const topFour = place <= 4;
  const anyAbility = heroes.some((hero) => hero.abilities.length > 0);
  const counters = (family: StatsFamily, target: Bracket) => writes.packedCounters(keys.statsHour(family, hour, target));

  const godField = Number.isInteger(place) && place >= 1 && place <= 8 ? godFields(result.god)[place] : `${result.god}:${place}`;
  addTo(counters('gods', bracket), godField);
  addTo(counters('gods', 'all'), godField);
  // one god's results are few per hour and rank: its `all` would cost as many writes again (docs/architecture.md "Statistics")
  const god = anyAbility ? counters(`god:${result.god}`, bracket) : undefined;
  const abilities = counters('abilities', bracket);
  const allAbilities = counters('abilities', 'all');
  // Super and Gaben counts are read as sums of levels (`readWinnerStyleCounts`)
  const winners = first && anyAbility ? counters('winners', bracket) : undefined;
  const allWinners = first && anyAbility ? counters('winners', 'all') : undefined;
  const bodies = counters('bodies', bracket);
  const allBodies = counters('bodies', 'all');

  addTo(abilities, '#results');
  addTo(allAbilities, '#results');
  addTo(bodies, '#results');
  addTo(allBodies, '#results');
  for (const hero of heroes) {
    const body = heroFields(hero.name);
    addTo(bodies, body.f);
    addTo(allBodies, body.f);
    addTo(bodies, body.p, place);
    addTo(allBodies, body.p, place);
    if (first) {
      addTo(bodies, body.w);
      addTo(allBodies, body.w);
    }
    if (topFour) {
      addTo(bodies, body.t);
      addTo(allBodies, body.t);
    }
    for (const ability of hero.abilities) {
      const fields = abilityFields(ability.name);
      addTo(god!, fields.f);
      addTo(abilities, fields.f);
      addTo(allAbilities, fields.f);
      if (first) {
        addTo(god!, fields.w);
        addTo(abilities, fields.w);
        addTo(allAbilities, fields.w);
      }
      if (topFour) {
        addTo(god!, fields.t);
        addTo(abilities, fields.t);
        addTo(allAbilities, fields.t);
      }
      if (first) {
        const level = levelField(fields, ability.name, ability.level);
        addTo(winners!, level);
        addTo(allWinners!, level);
      }
    }
  }
}

/**
 * The statistics' counters (docs/architecture.md "Statistics"), kept as events arrive: ranked
 * results by god, ability and hero body per UTC hour and rank bracket, and the newest hour written; games (from their
 * summaries) per time block and per day, week and month; players per day; the economy per day
 * (real-money revenue and refunds too).
 * Writes only (HINCRBY, HSETNX, HSET of names, the clock's maximum), so a rebuild reproduces every counter.
 */
export const statsProjection = defineProjection<
  StatsKeys,
  GameResultRecorded | GameSummaryRecorded | GoldChanged | ItemPurchased | ChestOpened | CodeRedeemed | OrderPaid | OrderRefunded
>('stats', {
  GameResultRecorded(writes, keys, data, at) {
    const { result, rating } = data;
    const hour = hourOf(at);
    // readers take the hours before the one before it as finished (`sumCounters`)
    writes.hsetmax(keys.statsClock, 'hour', hour);
    writes.hsetnx(keys.statsDayPlayers(utcDay(Date.parse(at))), result.steamID, '1');
    if (result.heroes.length > 0) {
      const names = writes.fieldsToSet(keys.statsNames);
      for (const hero of result.heroes) {
        names.set(heroFields(hero.name).tier, String(hero.tier));
        for (const ability of hero.abilities) if (ability.icon) names.set(ability.name, String(ability.icon));
      }
    }
    // the live site's god, ability and body statistics count ranked games only
    if (rating.ranked) projectRankedResult(writes, keys, data, hour);
  },

  GameSummaryRecorded(writes, keys, { summary }, at) {
    const durationMs = Math.round(summary.duration * 1000);
    for (const block of blocksOfHour(hourOf(at))) {
      const target = keys.statsGames(block);
      writes.hincrbyPacked(target, 'count', 1);
      writes.hincrbyPacked(target, 'rounds', summary.rounds);
      writes.hincrbyPacked(target, 'duration_ms', durationMs);
    }
    const atMs = Date.parse(at);
    for (const period of [utcDay(atMs), `w${weekOf(atMs)}`, `m${utcDay(atMs).slice(0, 7)}`]) {
      writes.hincrbyPacked(keys.statsGameDays, `${period}:c`, 1);
      writes.hincrbyPacked(keys.statsGameDays, `${period}:r`, summary.rounds);
      writes.hincrbyPacked(keys.statsGameDays, `${period}:d`, durationMs);
    }
  },

  GoldChanged(writes, keys, { amount, reason }, at, event) {
    if (!steamIdOfStream(event.stream)) return; // the economy is the players' (their streams)
    if (amount === 0) return;
    const day = keys.statsEconomy(utcDay(Date.parse(at)));
    writes.hincrbyPacked(day, amount > 0 ? `earned:${reason}` : `spent:${reason}`, Math.abs(amount));
  },

  ItemPurchased(writes, keys, { itemId, price }, at, event) {
    if (!steamIdOfStream(event.stream)) return; // the economy is the players' (their streams)
    const day = keys.statsEconomy(utcDay(Date.parse(at)));
    writes.hincrbyPacked(day, 'purchases', 1);
    writes.hincrbyPacked(day, `buy:${itemId}`, 1);
    if (price > 0) writes.hincrbyPacked(day, `gold:${itemId}`, price);
  },

  ChestOpened(writes, keys, { chestId, drops }, at, event) {
    if (!steamIdOfStream(event.stream)) return; // the economy is the players' (their streams)
    const day = keys.statsEconomy(utcDay(Date.parse(at)));
    writes.hincrbyPacked(day, 'chests', 1);
    writes.hincrbyPacked(day, `chest:${chestId}`, 1);
    for (const drop of drops) {
      writes.hincrbyPacked(day, `drop:${chestId}:${drop.itemId}`, drop.count);
      if (drop.duplicate) writes.hincrbyPacked(day, `dup:${chestId}:${drop.itemId}`, drop.count);
    }
  },

  CodeRedeemed(writes, keys, { code }, at, event) {
    if (!steamIdOfStream(event.stream)) return; // the economy is the players' (their streams)
    const day = keys.statsEconomy(utcDay(Date.parse(at)));
    writes.hincrbyPacked(day, 'codes', 1);
    writes.hincrbyPacked(day, `code:${code}`, 1);
  },

  OrderPaid(writes, keys, { amountUsdCents }, at) {
    const day = keys.statsEconomy(utcDay(Date.parse(at)));
    writes.hincrbyPacked(day, 'orders', 1);
    writes.hincrbyPacked(day, 'revenue', amountUsdCents);
  },

  OrderRefunded(writes, keys, { amountUsdCents }, at) {
    writes.hincrbyPacked(keys.statsEconomy(utcDay(Date.parse(at))), 'refunded', amountUsdCents);
  },
});
