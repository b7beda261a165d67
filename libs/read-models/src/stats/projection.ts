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
import { type BatchWriter, defineProjection, steamIdOfStream } from '../core';
import { type Bracket, blocksOfHour, bracketOf, hourOf } from './buckets';
import type { StatsFamily, StatsKeys } from './keys';

/**
 * Levels at or above this count as Gaben style; from `SUPER_LEVEL`, Super (docs/game-rules.md "Spells and tiers").
 * Winners' levels above `GABEN_LEVEL` are counted at it, so a style is the sum of its levels' counters.
 */
export const GABEN_LEVEL = 9;
export const SUPER_LEVEL = 6;

/**
 * Adds each of `fields` to the family's hash of `hour` in the result's bracket and, unless
 * `rankOnly`, in `all` (a `rankOnly` family reads `all` as the sum of every rank). Hours only:
 * readers keep the sums of larger blocks once they are finished (`counters.ts`).
 */
function addToHour(
  writes: BatchWriter,
  keys: StatsKeys,
  family: StatsFamily,
  hour: number,
  bracket: Bracket,
  fields: ReadonlyMap<string, number>,
  rankOnly = false,
): void {
  for (const target of rankOnly ? [bracket] : [bracket, 'all' as const]) {
    const key = keys.statsHour(family, hour, target);
    for (const [field, by] of fields) writes.hincrbyPacked(key, field, by);
  }
}

function add(fields: Map<string, number>, field: string, by = 1): void {
  fields.set(field, (fields.get(field) ?? 0) + by);
}

/** The counters of one ranked result: by god, by the god's abilities, by ability, winners' abilities, by body. */
function projectRankedResult(writes: BatchWriter, keys: StatsKeys, data: GameResultRecorded['data'], hour: number): void {
  const { result, rating } = data;
  const bracket = bracketOf(rating.ladderBefore);
  const { place, heroes } = result;
  const first = place === 1;
  const topFour = place <= 4;

  const abilities = new Map<string, number>([['#results', 1]]);
  const winners = new Map<string, number>();
  const bodies = new Map<string, number>([['#results', 1]]);
  for (const hero of heroes) {
    add(bodies, `${hero.name}:f`);
    add(bodies, `${hero.name}:p`, place);
    if (first) add(bodies, `${hero.name}:w`);
    if (topFour) add(bodies, `${hero.name}:t`);
    for (const ability of hero.abilities) {
      add(abilities, `${ability.name}:f`);
      if (first) add(abilities, `${ability.name}:w`);
      if (topFour) add(abilities, `${ability.name}:t`);
      // Super and Gaben counts are read as sums of levels (`readWinnerStyleCounts`)
      if (first) add(winners, `${ability.name}:l${Math.min(Math.max(ability.level, 1), GABEN_LEVEL)}`);
    }
  }
  const godAbilities = new Map([...abilities].filter(([field]) => field !== '#results'));

  addToHour(writes, keys, 'gods', hour, bracket, new Map([[`${result.god}:${place}`, 1]]));
  // one god's results are few per hour and rank: its `all` would cost as many writes again (docs/architecture.md "Statistics")
  if (godAbilities.size > 0) addToHour(writes, keys, `god:${result.god}`, hour, bracket, godAbilities, true);
  addToHour(writes, keys, 'abilities', hour, bracket, abilities);
  if (winners.size > 0) addToHour(writes, keys, 'winners', hour, bracket, winners);
  addToHour(writes, keys, 'bodies', hour, bracket, bodies);
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
    for (const hero of result.heroes) {
      writes.hset(keys.statsNames, { [`tier:${hero.name}`]: hero.tier });
      for (const ability of hero.abilities) if (ability.icon) writes.hset(keys.statsNames, { [ability.name]: ability.icon });
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
