import { GODS_BY_ID, SPELLS_BY_ID } from '@arena/domain';
import { playerResultPayload } from '@arena/contract';
import { demoGames } from './demo-games';

describe('demo games', () => {
  const games = demoGames(30, 42);

  test('are the same for the same seed', () => {
    expect(demoGames(30, 42)).toEqual(games);
    expect(demoGames(30, 43)).not.toEqual(games);
  });

  test('have the shape game servers post: eight valid payloads, posted from first out to winner', () => {
    for (const { results, summary } of games) {
      expect(results.map((r) => r.place)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
      for (const result of results) expect(playerResultPayload.safeParse(result).success).toBe(true);
      const endTimes = results.map((r) => r.endTime);
      expect(endTimes).toEqual([...endTimes].sort((a, b) => a - b));
      expect(summary.duration).toBeGreaterThan(endTimes[7]);
      expect(new Set(results.map((r) => r.steamID)).size).toBe(8);
    }
  });

  test('say who had lost when each player finished', () => {
    for (const { results } of games) {
      for (const result of results) {
        const lost = result.players.filter((p) => p.hasLost).length;
        expect(lost).toBe(result.place === 1 ? 7 : 9 - result.place);
      }
    }
  });

  test('use gods and spells of the game data', () => {
    const results = games.flatMap((g) => g.results);
    expect(results.every((r) => GODS_BY_ID.has(r.god))).toBe(true);
    expect(results.every((r) => r.heroes.every((h) => h.abilities.every((a) => SPELLS_BY_ID.get(a.name)?.ultimate === a.isUltimate)))).toBe(
      true,
    );
  });
});
