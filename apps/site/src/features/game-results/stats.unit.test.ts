import { fakeFetch, jsonResponse as json } from '../../shared/api/testing';
import { fetchPlayerStats, playerGamesQuery, playerStatsQuery } from './api';
import { lineRates, placementBars, rate } from './stats';

describe('placementBars: the placements chart', () => {
  test('8 bars, as long as their games against the most played place, with their share of all games', () => {
    const bars = placementBars([2, 4, 1, 1, 0, 0, 0, 2]);
    expect(bars.map((b) => b.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(bars.map((b) => b.fraction)).toEqual([0.5, 1, 0.25, 0.25, 0, 0, 0, 0.5]);
    expect(bars[1].share).toBeCloseTo(0.4);
  });
  test('no games, or a short list: empty bars', () => {
    expect(placementBars([]).every((b) => b.games === 0 && b.fraction === 0 && b.share === 0)).toBe(true);
    expect(placementBars([3]).map((b) => b.games)).toEqual([3, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('rates', () => {
  test('part over games, null before the first game', () => {
    expect(rate(1, 4)).toBe(0.25);
    expect(rate(0, 0)).toBeNull();
  });
  test("a god's line: win rate (first places) and top-four rate", () => {
    expect(lineRates({ games: 10, first_places: 2, top_fours: 6 })).toEqual({ winRate: 0.2, topFourRate: 0.6 });
  });
});

describe('the API', () => {
  const STEAM_ID = '76561198000000000';
  test("GETs the player's stats; missing lists read as empty", async () => {
    const calls = fakeFetch([json(200, { steam_id: STEAM_ID, games: 0 })]);
    await expect(fetchPlayerStats(STEAM_ID)).resolves.toEqual({ steam_id: STEAM_ID, games: 0, placements: [], gods: [], heroes: [] });
    expect(calls[0]).toMatchObject({ method: 'GET', url: `/api/players/${STEAM_ID}/stats` });
    expect(playerStatsQuery(STEAM_ID).queryKey).toEqual(['game-results', 'player-stats', STEAM_ID]);
  });
  test("the match history pages through GET /api/players/{id}/games with the live site's limit and offset", async () => {
    const calls = fakeFetch([new Response('[]', { status: 200, headers: { 'content-range': 'games */21' } })]);
    const query = playerGamesQuery(STEAM_ID, 2, 20);
    await expect(query.queryFn!({ signal: new AbortController().signal } as never)).resolves.toEqual({ items: [], total: 21 });
    expect(calls[0].url).toBe(`/api/players/${STEAM_ID}/games?limit=20&offset=20`);
  });
});
