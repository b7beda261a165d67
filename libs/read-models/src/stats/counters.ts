import type Redis from 'ioredis';
import type { RankName } from '@arena/domain';
import { type Block, type Bracket, blocksOfRange, bracketReads, ranksOf, windowHours } from './buckets';

/** A statistics query's window and bracket: `hours` back from `now` (ms), the admitted ranks. */
export interface StatsWindow {
  now: number;
  hours: number;
  rank?: RankName;
  minMMR: number;
}

/**
 * Sums the hashes KEYS field by field in Redis: the first ARGV[1] added, the rest subtracted;
 * replies `field, sum, ...` for the sums that are not 0. One reply of a few hundred fields instead
 * of every block's hash (tens of thousands of fields over a month) parsed and summed here.
 */
const SUM_HASHES = `local sums, order = {}, {}
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
 * The counters of the hashes `keyOf(block, bracket)` summed over the blocks that tile the window
 * and the brackets it admits (added, or `all` minus the ranks left out; for a family kept without
 * `all`, `rankOnly`, the admitted ranks added), in one script run by Redis (`SUM_HASHES`); fields
 * that sum to 0 are left out.
 */
export async function sumCounters(
  redis: Redis,
  keyOf: (block: Block, bracket: Bracket) => string,
  window: StatsWindow,
  rankOnly = false,
): Promise<Map<string, number>> {
  const { from, to } = windowHours(window.now, window.hours);
  const blocks = blocksOfRange(from, to);
  const ranks = ranksOf(window.rank, window.minMMR);
  const { add, subtract } = rankOnly ? { add: ranks, subtract: [] } : bracketReads(ranks);
  const keys = [...add, ...subtract].flatMap((bracket) => blocks.map((block) => keyOf(block, bracket)));
  const sums = new Map<string, number>();
  if (keys.length === 0) return sums;
  const reply = (await redis.eval(SUM_HASHES, keys.length, ...keys, add.length * blocks.length)) as (string | number)[];
  for (let i = 0; i < reply.length; i += 2) sums.set(String(reply[i]), Number(reply[i + 1]));
  return sums;
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
