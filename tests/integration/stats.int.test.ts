import Redis from 'ioredis';
import { demoGames } from '@arena/command';
import type {
  AbilityLevelCountRow,
  AbilityStatsRow,
  BodyStatsRow,
  EconomyStats,
  GameStatsDaily,
  GameStatsTotal,
  GodAbilityStatsRow,
  GodStatsRow,
  WinnerLevelRow,
} from '@arena/contract';
import type { RecordedEvent } from '@arena/eventstore';
import { currentVersionKey, readModelKeys } from '@arena/read-models';
import { rebuildReadModels } from '@arena/projector';
import { visit } from '../support/command-service';
import { dumpReadModels } from '../support/read-model-dump';
import { postGameSummary, postPlayerResult, REDIS_URL, startTestStack, TestStack } from '../support/test-stack';

/**
 * The statistics against figures computed here, from the generated games and the events the
 * store holds (their time, their rating), with arithmetic of this test's own; then a rebuild
 * writes the very same counters.
 */

const STATS_USER = '76561198000000777';
const HOUR = 3_600_000;
const START = Date.parse('2026-02-02T06:30:00.000Z');
const GAMES = 36;
/** Games 100 minutes apart: 60 hours of games, over three UTC days (to 2026-02-04 18:30). */
const GAP = 100 * 60_000;
const RANKS: [string, number][] = [
  ['Herald', 0],
  ['Guardian', 500],
  ['Crusader', 1000],
  ['Archon', 1500],
  ['Legend', 2000],
  ['Ancient', 2500],
  ['Divine', 3500],
  ['Immortal', 4500],
];

interface Result {
  at: number;
  god: string;
  place: number;
  rank: string;
  steamId: string;
  heroes: { name: string; tier: number; abilities: { name: string; level: number }[] }[];
}

describe('statistics', () => {
  let stack: TestStack;
  let redis: Redis;
  let cookie: string;
  let now = START;
  const clock = { now: () => new Date(now) };
  let events: RecordedEvent[] = [];

  beforeAll(async () => {
    stack = await startTestStack({ STATS_STEAM_IDS: STATS_USER }, { clock });
    redis = new Redis(REDIS_URL);
    for (const [i, game] of demoGames(GAMES, 18, 8_100_000_000).entries()) {
      now = START + i * GAP;
      for (const result of game.results) expect((await postPlayerResult(stack.baseUrl, result)).status).toBe(200);
      expect((await postGameSummary(stack.baseUrl, game.summary)).status).toBe(200);
    }
    now = START + GAMES * GAP;
    await stack.settle();
    events = await stack.projectorStore.readAll(0, 1_000_000);
    const signIn = await visit(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: STATS_USER, display_name: 'Stats' },
      headers: { origin: stack.baseUrl },
    });
    expect(signIn.status).toBe(200);
    cookie = signIn.setCookie!;
  }, 120_000);

  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
  });

  async function get<T>(path: string): Promise<T> {
    const answer = await visit<T>(`${stack.baseUrl}${path}`, { cookie });
    expect([path, answer.status]).toEqual([path, 200]);
    return answer.body;
  }

  const rankOf = (ladder: number) => RANKS.filter(([, floor]) => ladder >= floor).pop()![0];
  const time = (event: RecordedEvent) => Date.parse(event.metadata.decidedAt);
  const ofType = (type: string) => events.filter((event) => event.type === type);

  /** Ranked results whose hour is in the window of `hours` ending now, of the given ranks. */
  function rankedResults(hours: number, ranks?: string[]): Result[] {
    const last = Math.floor(now / HOUR);
    return ofType('GameResultRecorded').flatMap((event) => {
      const { result, rating } = event.data as {
        result: Omit<Result, 'at' | 'rank' | 'steamId'> & { steamID: string };
        rating: { ranked: boolean; ladderBefore: number };
      };
      const hour = Math.floor(time(event) / HOUR);
      const rank = rankOf(rating.ladderBefore);
      if (!rating.ranked || hour < last - hours || hour > last || (ranks && !ranks.includes(rank))) return [];
      return [{ at: time(event), god: result.god, place: result.place, rank, steamId: result.steamID, heroes: result.heroes }];
    });
  }

  function countBy<T>(items: T[], keyOf: (item: T) => string | null): Map<string, number> {
    const counts = new Map<string, number>();
    for (const item of items) {
      const key = keyOf(item);
      if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  const abilitiesOf = (results: Result[]) =>
    results.flatMap((r) => r.heroes.flatMap((h) => h.abilities.map((a) => ({ ...a, place: r.place, god: r.god }))));

  test('the games were ranked, over several ranks and days', () => {
    const all = rankedResults(1000);
    expect(all.length).toBeGreaterThan(GAMES * 4);
    expect(new Set(all.map((r) => r.rank)).size).toBeGreaterThan(1);
  });

  test.each([
    [24, undefined],
    [48, undefined],
    [1000, undefined],
  ])('gods over %i hours', async (hours) => {
    const results = rankedResults(hours);
    const rows = await get<GodStatsRow[]>(`/api/stats/gods?hours=${hours}`);
    const byGod = countBy(results, (r) => r.god);
    expect(new Map(rows.map((row) => [row.god, row.god_freq]))).toEqual(byGod);
    for (const row of rows) {
      const mine = results.filter((r) => r.god === row.god);
      expect(row.first_place).toBe(mine.filter((r) => r.place === 1).length);
      expect(row.eighth_place).toBe(mine.filter((r) => r.place === 8).length);
      expect(row.avg_place).toBe(Math.floor((100 * mine.reduce((s, r) => s + r.place, 0)) / mine.length) / 100);
      expect(row.pick_rate).toBeCloseTo(mine.length / results.length, 12);
      expect(row.top_four_rate).toBeCloseTo(mine.filter((r) => r.place <= 4).length / mine.length, 12);
    }
    expect(rows.map((row) => row.avg_place)).toEqual([...rows.map((row) => row.avg_place)].sort((a, b) => a - b));
  });

  test('a rank bracket counts only results of its ranks, by rank and by minMMR', async () => {
    const ranks = [...countBy(rankedResults(1000), (r) => r.rank)].sort((a, b) => b[1] - a[1]);
    const [rank] = ranks[0];
    const gods = await get<GodStatsRow[]>(`/api/stats/gods?hours=1000&rank=${rank}`);
    expect(new Map(gods.map((row) => [row.god, row.god_freq]))).toEqual(countBy(rankedResults(1000, [rank]), (r) => r.god));

    const floor = RANKS.find(([name]) => name === rank)![1];
    const above = RANKS.filter(([, f]) => f >= floor).map(([name]) => name);
    const bodies = await get<BodyStatsRow[]>(`/api/stats/bodies?hours=1000&minMMR=${floor}`);
    const expected = countBy(
      rankedResults(1000, above).flatMap((r) => r.heroes),
      (h) => h.name,
    );
    expect(new Map(bodies.map((row) => [row.hero_name, row.freq]))).toEqual(expected);

    // a god's abilities are kept per rank only: every bracket is a sum of ranks
    const god = rankedResults(1000, above)[0].god;
    const godAbilities = (ranks: string[]) =>
      countBy(
        abilitiesOf(rankedResults(1000, ranks)).filter((a) => a.god === god),
        (a) => a.name,
      );
    for (const query of [`minMMR=${floor}`, `rank=${rank}`, 'minMMR=0']) {
      const rows = await get<GodAbilityStatsRow[]>(`/api/stats/gods/${god}?hours=1000&${query}`);
      const admitted = query.startsWith('rank') ? [rank] : query === 'minMMR=0' ? RANKS.map(([name]) => name) : above;
      expect([query, new Map(rows.map((row) => [row.ability_name, row.freq]))]).toEqual([query, godAbilities(admitted)]);
    }
  });

  test("abilities, a god's abilities, Supers, Gabens and winners' levels over 48 hours", async () => {
    const results = rankedResults(48);
    const abilities = abilitiesOf(results);
    const rows = await get<AbilityStatsRow[]>('/api/stats/abilities?hours=48');
    expect(new Map(rows.map((row) => [row.ability_name, row.freq]))).toEqual(countBy(abilities, (a) => a.name));
    expect(new Map(rows.map((row) => [row.ability_name, row.winner_freq] as const).filter(([, n]) => n))).toEqual(
      countBy(abilities, (a) => (a.place === 1 ? a.name : null)),
    );
    expect(new Map(rows.map((row) => [row.ability_name, row.top_four_freq] as const).filter(([, n]) => n))).toEqual(
      countBy(abilities, (a) => (a.place <= 4 ? a.name : null)),
    );
    expect(rows[0].results).toBe(results.length);

    const god = results[0].god;
    const godRows = await get<GodAbilityStatsRow[]>(`/api/stats/gods/${god}?hours=48`);
    expect(new Map(godRows.map((row) => [row.ability_name, row.freq]))).toEqual(
      countBy(
        abilities.filter((a) => a.god === god),
        (a) => a.name,
      ),
    );

    const supers = await get<AbilityLevelCountRow[]>('/api/stats/abilities/supers?hours=48');
    expect(new Map(supers.map((row) => [row.ability_name, row.count]))).toEqual(
      countBy(abilities, (a) => (a.place === 1 && a.level >= 6 ? a.name : null)),
    );
    const gabens = await get<AbilityLevelCountRow[]>('/api/stats/abilities/gabens?hours=48');
    expect(new Map(gabens.map((row) => [row.ability_name, row.count]))).toEqual(
      countBy(abilities, (a) => (a.place === 1 && a.level >= 9 ? a.name : null)),
    );
    const levels = await get<WinnerLevelRow[]>('/api/stats/abilities/winner_levels?hours=48');
    const winners = abilities.filter((a) => a.place === 1);
    for (const row of levels) {
      const mine = winners.filter((a) => a.name === row.ability_name);
      expect(row.ability_freq).toBe(mine.length);
      expect(row.placements[2]).toBeCloseTo(mine.filter((a) => Math.min(Math.max(a.level, 1), 9) === 3).length / mine.length, 12);
    }
    expect(levels.reduce((sum, row) => sum + row.ability_freq, 0)).toBe(winners.length);
  });

  test('hero bodies with their tiers and average place', async () => {
    const results = rankedResults(24);
    const heroes = results.flatMap((r) => r.heroes.map((h) => ({ ...h, place: r.place })));
    const rows = await get<BodyStatsRow[]>('/api/stats/bodies?hours=24');
    expect(new Map(rows.map((row) => [row.hero_name, row.freq]))).toEqual(countBy(heroes, (h) => h.name));
    for (const row of rows) {
      const mine = heroes.filter((h) => h.name === row.hero_name);
      expect(row.winner_freq).toBe(mine.filter((h) => h.place === 1).length);
      expect(row.avg_place).toBe(Math.floor((100 * mine.reduce((s, h) => s + h.place, 0)) / mine.length) / 100);
      expect(row.tier).toBe('SABCD'[mine[mine.length - 1].tier - 1]);
    }
  });

  test('games over a window, a day range and per day, with the players of each day', async () => {
    const summaries = ofType('GameSummaryRecorded').map((event) => ({
      at: time(event),
      ...(event.data as { summary: { rounds: number; duration: number } }).summary,
    }));
    const last = Math.floor(now / HOUR);
    const inWindow = summaries.filter((s) => Math.floor(s.at / HOUR) >= last - 24);
    const total = await get<GameStatsTotal>('/api/stats/games?hours=24');
    expect(total.games_count).toBe(inWindow.length);
    expect(total.avg_rounds).toBeCloseTo(inWindow.reduce((s, g) => s + g.rounds, 0) / inWindow.length, 9);
    expect(total.avg_duration).toBeCloseTo(inWindow.reduce((s, g) => s + g.duration, 0) / inWindow.length, 2);

    const day = (at: number) => new Date(at).toISOString().slice(0, 10);
    const range = await get<GameStatsTotal>('/api/stats/games?startDate=2026-02-02&endDate=2026-02-03');
    expect(range.games_count).toBe(summaries.filter((s) => day(s.at) <= '2026-02-03').length);

    const daily = await get<GameStatsDaily>('/api/stats/games/daily?limit=4');
    expect(daily.map((row) => row.day)).toEqual(['2026-02-04', '2026-02-03', '2026-02-02', '2026-02-01']);
    const results = ofType('GameResultRecorded');
    for (const row of daily) {
      expect(row.games_count).toBe(summaries.filter((s) => day(s.at) === row.day).length);
      const players = new Set(
        results.filter((e) => day(time(e)) === row.day).map((e) => (e.data as { result: { steamID: string } }).result.steamID),
      );
      expect(row.players).toBe(players.size);
    }
  });

  test('the economy: gold earned and spent per day by reason', async () => {
    const economy = await get<EconomyStats>('/api/stats/economy?hours=100');
    const day = (at: number) => new Date(at).toISOString().slice(0, 10);
    for (const row of economy.days) {
      const gold = ofType('GoldChanged').filter((e) => day(time(e)) === row.day);
      const earned = new Map<string, number>();
      for (const e of gold) {
        const { amount, reason } = e.data as { amount: number; reason: string };
        if (amount > 0) earned.set(reason, (earned.get(reason) ?? 0) + amount);
      }
      expect(new Map(Object.entries(row.gold_earned))).toEqual(earned);
    }
    expect(economy.days.some((row) => (row.gold_earned.game ?? 0) > 0)).toBe(true);
  });

  test('a rebuild writes the same counters; the sums readers kept are the sums of their hours', async () => {
    const live = readModelKeys(stack.namespace, (await redis.get(currentVersionKey(stack.namespace)))!);
    const stats = (dump: Record<string, unknown>) => Object.entries(dump).filter(([key]) => key.startsWith('stats:'));
    const isKept = (key: string) => key.startsWith('stats:rollup:') || key.startsWith('stats:window:');
    const liveStats = stats(await dumpReadModels(redis, live.prefix));
    const liveCounters = Object.fromEntries(liveStats.filter(([key]) => !isKept(key)));
    const rebuilt = await rebuildReadModels({
      eventStore: { kind: 'sqlite', path: stack.eventStorePath },
      redisUrl: REDIS_URL,
      namespace: stack.namespace,
      dropOldAfterMs: 0,
    });
    const rebuiltDump = Object.fromEntries(stats(await dumpReadModels(redis, readModelKeys(stack.namespace, rebuilt.version).prefix)));
    expect(Object.keys(liveCounters).length).toBeGreaterThan(100);
    expect(rebuiltDump).toEqual(liveCounters);

    // every block sum kept by the reads above is its hours' sum (`stats:{family}:0.{hour}:{bracket}`)
    const rollups = liveStats.filter(([key]) => key.startsWith('stats:rollup:'));
    expect(rollups.length).toBeGreaterThan(0);
    for (const [key, fields] of rollups) {
      const [, family, level, index, bracket] = key.match(/^stats:rollup:(.+):(\d+)\.(\d+):(\w+)$/)!;
      const span = 4 ** Number(level);
      const expected = new Map<string, number>();
      for (let hour = Number(index) * span; hour < (Number(index) + 1) * span; hour++) {
        const counters = (liveCounters[`stats:${family}:0.${hour}:${bracket}`] ?? {}) as Record<string, string>;
        for (const [field, value] of Object.entries(counters)) expected.set(field, (expected.get(field) ?? 0) + Number(value));
      }
      const kept = Object.entries(fields as Record<string, string>).filter(([field]) => field !== '#');
      expect([key, new Map(kept.map(([field, value]) => [field, Number(value)]))]).toEqual([key, expected]);
    }
  }, 60_000);

  test('as hours pass and games arrive the answers stay exact; readers racing on a fresh version agree', async () => {
    const gods = (rows: GodStatsRow[]) => new Map(rows.map((row) => [row.god, row.god_freq]));
    // the rebuilt version keeps no sums yet: eight readers at once make them
    const racing = await Promise.all(Array.from({ length: 8 }, () => get<GodStatsRow[]>('/api/stats/gods?hours=1000')));
    for (const rows of racing) expect(gods(rows)).toEqual(countBy(rankedResults(1000), (r) => r.god));

    // three hours on, three more games: two in one hour, one in the next; read after each
    const later = now + 3 * HOUR;
    for (const [i, game] of demoGames(3, 19, 8_200_000_000).entries()) {
      now = later + [0, 20, 70][i] * 60_000;
      for (const result of game.results) expect((await postPlayerResult(stack.baseUrl, result)).status).toBe(200);
      expect((await postGameSummary(stack.baseUrl, game.summary)).status).toBe(200);
      now += 5 * 60_000;
      await stack.settle();
      events = await stack.projectorStore.readAll(0, 1_000_000);
      for (const hours of [1, 24, 1000]) {
        expect([i, hours, gods(await get<GodStatsRow[]>(`/api/stats/gods?hours=${hours}`))]).toEqual([
          i,
          hours,
          countBy(rankedResults(hours), (r) => r.god),
        ]);
      }
    }
    const abilities = await get<AbilityStatsRow[]>('/api/stats/abilities?hours=6');
    expect(new Map(abilities.map((row) => [row.ability_name, row.freq]))).toEqual(countBy(abilitiesOf(rankedResults(6)), (a) => a.name));
    expect(rankedResults(1).length).toBeGreaterThan(0);
  });
});
