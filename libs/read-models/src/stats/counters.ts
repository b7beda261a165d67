import type Redis from 'ioredis';
import type { RankName } from '@arena/domain';
import { type Block, type Bracket, blocksOfRange, bracketReads, childrenOf, ranksOf, windowHours } from './buckets';
import type { StatsFamily, StatsKeys } from './keys';

/** A statistics query's window and bracket: `hours` back from `now` (ms), the admitted ranks. */
export interface StatsWindow {
  now: number;
  hours: number;
  rank?: RankName;
  minMMR: number;
}

/** How long a window's sum of finished hours is kept, in seconds: its key names its last hour, so the next hour's reads make another. */
const WINDOW_TTL_SECONDS = 3600;

/**
 * Sums the hashes KEYS field by field in Redis: the first ARGV[1] added, the rest subtracted;
 * replies `field, sum, ...` for the sums that are not 0, or nil when ARGV[2] is 1 and KEYS[1]
 * (a kept sum) does not exist. One reply of a few hundred fields instead of every hash parsed and
 * summed here.
 */
const SUM_HASHES = `if ARGV[2] == '1' and redis.call('EXISTS', KEYS[1]) == 0 then return false end
local sums, order = {}, {}
for i, key in ipairs(KEYS) do
  local sign = i <= tonumber(ARGV[1]) and 1 or -1
  local fields = redis.call('HGETALL', key)
  for j = 1, #fields, 2 do
    local field = fields[j]
    local sum = sums[field]
    if sum == nil then order[#order + 1] = field; sum = 0 end
    sums[field] = sum + sign * tonumber(fields[j + 1])
  end
end
local reply = {}
for _, field in ipairs(order) do
  if sums[field] ~= 0 then reply[#reply + 1] = field; reply[#reply + 1] = sums[field] end
end
return reply`;

/**
 * Keeps in KEYS[1] the sum of KEYS[2..] (the first ARGV[1] of them added, the rest subtracted),
 * unless KEYS[1] exists: the first of two readers racing writes it, the second changes nothing.
 * Field `#` (0) marks a sum with no counters. ARGV[2] > 0: expires in that many seconds.
 * Replies 1 when it wrote, 0 otherwise.
 */
const KEEP_SUM = `if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local sums, order = {}, {}
for i = 2, #KEYS do
  local sign = i - 1 <= tonumber(ARGV[1]) and 1 or -1
  local fields = redis.call('HGETALL', KEYS[i])
  for j = 1, #fields, 2 do
    local field = fields[j]
    local sum = sums[field]
    if sum == nil then order[#order + 1] = field; sum = 0 end
    sums[field] = sum + sign * tonumber(fields[j + 1])
  end
end
local args = { '#', '0' }
for _, field in ipairs(order) do
  if sums[field] ~= 0 then
    args[#args + 1] = field
    args[#args + 1] = string.format('%d', sums[field])
    if #args >= 1000 then redis.call('HSET', KEYS[1], unpack(args)); args = {} end
  end
end
if #args > 0 then redis.call('HSET', KEYS[1], unpack(args)) end
if tonumber(ARGV[2]) > 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return 1`;

/**
 * The counters of one family of ranked results (`StatsFamily`) summed over the hours of the window
 * and the brackets it admits (added, or `all` minus the ranks left out; for a family kept without
 * `all`, `rankOnly`, the admitted ranks added); fields that sum to 0 are left out.
 *
 * The projector writes hours only. Hours before the one before the newest hour it has written
 * (`statsClock`) are finished: results are decided in time order, and that hour of grace covers
 * two instances' clocks. A window is read as the sum of its finished hours, kept an hour under
 * the window's own key (`statsWindow`), plus its live hours (at most two); that sum is made once,
 * from the aligned blocks tiling the finished hours, each finished block of 4 hours or more summed
 * once from its four parts and kept for good (`statsRollup`; a rebuild starts new ones). A read
 * is then two hashes or three per bracket, whatever the window, and a year's window the first time
 * at most 38 blocks per bracket. Two readers racing keep one sum (`KEEP_SUM` writes only when
 * absent), and both sums are of the same finished counters.
 */
export async function sumCounters(
  redis: Redis,
  keys: StatsKeys,
  family: StatsFamily,
  window: StatsWindow,
  rankOnly = false,
): Promise<Map<string, number>> {
  const sums = new Map<string, number>();
  const clock = await redis.hget(keys.statsClock, 'hour');
  if (clock === null) return sums; // no result projected yet
  const newest = Number(clock);
  const { from, to } = windowHours(window.now, window.hours);
  const ranks = ranksOf(window.rank, window.minMMR);
  const { add, subtract } = rankOnly ? { add: ranks, subtract: [] } : bracketReads(ranks);
  if (add.length === 0) return sums;

  const finishedUntil = Math.min(newest - 1, to + 1); // hours before it are finished
  const live: number[] = [];
  for (let hour = Math.max(from, finishedUntil); hour <= Math.min(to, newest); hour++) live.push(hour);
  const liveKeys = (brackets: readonly Bracket[]) =>
    brackets.flatMap((bracket) => live.map((hour) => keys.statsHour(family, hour, bracket)));
  const kept =
    finishedUntil > from
      ? keys.statsWindow(family, from, finishedUntil, [...add.map((b) => `+${b}`), ...subtract.map((b) => `-${b}`)].join(''))
      : null;
  const readKeys = [...(kept ? [kept] : []), ...liveKeys(add), ...liveKeys(subtract)];
  const added = (kept ? 1 : 0) + add.length * live.length;
  if (readKeys.length === 0) return sums;

  const read = () => redis.eval(SUM_HASHES, readKeys.length, ...readKeys, added, kept ? 1 : 0) as Promise<(string | number)[] | null>;
  let reply = await read();
  if (reply === null && kept) {
    await keepWindow(redis, keys, family, kept, { from, to: finishedUntil - 1 }, add, subtract);
    reply = await read();
  }
  for (let i = 0; i < (reply ?? []).length; i += 2) sums.set(String(reply![i]), Number(reply![i + 1]));
  return sums;
}

/** The key of a finished block's counters: the projector's hour, or a kept block sum. */
const blockKey = (keys: StatsKeys, family: StatsFamily, block: Block, bracket: Bracket) =>
  block.level === 0 ? keys.statsHour(family, block.index, bracket) : keys.statsRollup(family, block, bracket);

/**
 * Keeps `kept`: the sum of the finished hours `from`..`to` over the brackets (`add` minus
 * `subtract`), from the blocks that tile them, once the block sums it needs are kept, smallest
 * first (each from its four parts, a level at a time: at most five round trips to find them).
 */
async function keepWindow(
  redis: Redis,
  keys: StatsKeys,
  family: StatsFamily,
  kept: string,
  hours: { from: number; to: number },
  add: readonly Bracket[],
  subtract: readonly Bracket[],
): Promise<void> {
  const tiles = blocksOfRange(hours.from, hours.to);
  const missing: { block: Block; bracket: Bracket }[] = [];
  let check = [...add, ...subtract].flatMap((bracket) => tiles.filter((block) => block.level > 0).map((block) => ({ block, bracket })));
  while (check.length > 0) {
    const existing = redis.pipeline();
    for (const { block, bracket } of check) existing.exists(keys.statsRollup(family, block, bracket));
    const exists = (await existing.exec()) ?? [];
    const absent = check.filter((_, i) => exists[i]?.[1] === 0);
    missing.push(...absent);
    check = absent.flatMap(({ block, bracket }) => (block.level > 1 ? childrenOf(block).map((child) => ({ block: child, bracket })) : []));
  }
  const pipeline = redis.pipeline();
  for (const { block, bracket } of missing.sort((a, b) => a.block.level - b.block.level)) {
    const parts = childrenOf(block).map((child) => blockKey(keys, family, child, bracket));
    pipeline.eval(KEEP_SUM, parts.length + 1, keys.statsRollup(family, block, bracket), ...parts, parts.length, 0);
  }
  const tileKeys = (brackets: readonly Bracket[]) =>
    brackets.flatMap((bracket) => tiles.map((block) => blockKey(keys, family, block, bracket)));
  const parts = [...tileKeys(add), ...tileKeys(subtract)];
  pipeline.eval(KEEP_SUM, parts.length + 1, kept, ...parts, add.length * tiles.length, WINDOW_TTL_SECONDS);
  for (const [error] of (await pipeline.exec()) ?? []) if (error) throw error;
}

/** The games (summaries) recorded in the window, with their rounds and duration (ms) summed; every bracket. */
export async function sumGames(
  redis: Redis,
  keyOf: (block: Block) => string,
  window: Pick<StatsWindow, 'now' | 'hours'>,
): Promise<{ count: number; rounds: number; durationMs: number }> {
  const { from, to } = windowHours(window.now, window.hours);
  const pipeline = redis.pipeline();
  for (const block of blocksOfRange(from, to)) pipeline.hmget(keyOf(block), 'count', 'rounds', 'duration_ms');
  const totals = { count: 0, rounds: 0, durationMs: 0 };
  for (const [error, values] of (await pipeline.exec()) ?? []) {
    if (error) throw error;
    const [count, rounds, duration] = values as (string | null)[];
    totals.count += Number(count ?? 0);
    totals.rounds += Number(rounds ?? 0);
    totals.durationMs += Number(duration ?? 0);
  }
  return totals;
}

/**
 * Counters `{name}:{suffix}` grouped by name: `suffix -> count` per name. The name is what comes
 * before the last `:` (an ability, a hero, a god); fields starting with `#` are totals and left out.
 */
export function byName(sums: ReadonlyMap<string, number>): Map<string, Map<string, number>> {
  const names = new Map<string, Map<string, number>>();
  for (const [field, value] of sums) {
    if (field.startsWith('#')) continue;
    const cut = field.lastIndexOf(':');
    const name = field.slice(0, cut);
    let counts = names.get(name);
    if (!counts) names.set(name, (counts = new Map<string, number>()));
    counts.set(field.slice(cut + 1), value);
  }
  return names;
}

/** `part / whole`, 0 when `whole` is 0. */
export const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** An average truncated to 2 decimals, as the live site's `TRUNC(..., 2)`. */
export const truncatedAverage = (sum: number, count: number) => (count > 0 ? Math.floor((100 * sum) / count) / 100 : 0);
