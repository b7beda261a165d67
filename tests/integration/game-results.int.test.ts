import type {
  ApiErrorBody,
  BattlePassView,
  GameDocument,
  GameListEntry,
  HeroCatalogEntry,
  LeaderboardReply,
  PlayerAbilityStatsEntry,
  PlayerGameEntry,
  PlayerGodStatsEntry,
  PlayerProfile,
  PlayerResultReply,
  PlayerStats,
} from '@arena/contract';
import type { PlayerResult } from '@arena/domain';
import { json } from '../support/command-service';
import { loadSampleGame } from '../support/sample-game';
import { postGameSummary, postPlayerResult, startTestStack, TestStack } from '../support/test-stack';

const MATCH = '6617222774';
const WINNER = '76561197960956468';

describe('game results from game servers, end to end through the read models', () => {
  let stack: TestStack;
  const sample = loadSampleGame();
  const head = () => stack.projectorStore.headPosition();

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  test('each of the eight posts is answered with the post-match ladder rating, change, rank, badge and pips', async () => {
    const answers: PlayerResultReply[] = [];
    for (const payload of sample) {
      const response = await postPlayerResult(stack.baseUrl, payload);
      expect(response.status).toBe(200);
      answers.push(await json<PlayerResultReply>(response));
    }
    const byPlace = answers.sort((a, b) => b.ladder_change - a.ladder_change);
    // new players start at 0: the Herald/Guardian table +200 ... 0
    expect(byPlace.map((a) => a.ladder_change)).toEqual([200, 150, 100, 75, 50, 25, 10, 0]);
    expect(byPlace[0]).toEqual({
      success: true,
      steam_id: WINNER,
      match_id: MATCH,
      ranked: true,
      ladder_mmr: 200,
      ladder_change: 200,
      rank: 'Herald',
      rank_tier: 1,
      badge: 13,
      pips: 3,
      // first place in a ranked game: 100 gold and 100 XP (docs/game-rules.md "Post-game rewards"), still level 0
      coins_change: 100,
      xp_change: 100,
      bp_level: 0,
    });
  });

  test('posting the same eight payloads again answers the same and records nothing', async () => {
    const before = await head();
    const again = await Promise.all(
      sample.map((payload) => postPlayerResult(stack.baseUrl, payload).then((r) => json<PlayerResultReply>(r))),
    );
    expect(again.map((a) => a.ladder_change).sort((a, b) => b - a)).toEqual([200, 150, 100, 75, 50, 25, 10, 0]);
    expect(await head()).toBe(before);
  });

  test('the same result posted concurrently counts once', async () => {
    const payload: PlayerResult = { ...sample[0], matchID: '1000000001' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postPlayerResult(stack.baseUrl, payload).then((r) => json<PlayerResultReply>(r))),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    // one result, and one reward of gold and of XP for it (8th place: no god progress)
    const events = await stack.projectorStore.readStream(`player-${payload.steamID}`);
    const ofMatch = events.filter((event) => {
      const data = event.data as { result?: { matchID: string }; ref?: string };
      return data.result?.matchID === payload.matchID || data.ref === payload.matchID;
    });
    expect(ofMatch.map((event) => event.type)).toEqual(['GameResultRecorded', 'GoldChanged', 'XpGranted']);
  });

  test('the game document lists the players in place order with gods, heroes and abilities', async () => {
    await stack.settle();
    const response = await fetch(`${stack.baseUrl}/api/games/${MATCH}`);
    expect(response.status).toBe(200);
    const game = await json<GameDocument>(response);
    expect(game.players.map((p) => p.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(game.players.map((p) => p.username)).toEqual([
      'SUNSfan',
      'TANGOMANGOPANGO',
      'Morbius',
      'sunsfans geisha',
      'Ederick',
      'Marbas',
      'xd',
      'p00kah',
    ]);
    expect(game.players[3].god).toBe('cloudGod');
    const last = sample.find((p) => p.place === 8)!;
    // the specification's field names: hero_name, ability_name, ability_level
    expect(game.players[7].heroes[0]).toEqual({
      hero_name: last.heroes[0].name,
      tier: last.heroes[0].tier,
      abilities: last.heroes[0].abilities.map((a) => ({
        ability_name: a.name,
        ability_level: a.level,
        is_ultimate: a.isUltimate,
        icon: a.icon,
      })),
    });
    expect(game.players[0]).toMatchObject({ ladder_mmr_change: 200, end_time: sample.find((p) => p.place === 1)!.endTime });
    expect(game.ranked).toBe(true);
    // no summary yet: the last player's end time, whole seconds
    expect(game.duration).toBe(2319);
  });

  test('the summary sets the duration; posting it twice records it once', async () => {
    const summary = { matchID: MATCH, duration: 2325.4, rounds: 30, cheatsEnabled: false, roundResults: [] };
    expect((await postGameSummary(stack.baseUrl, summary)).status).toBe(200);
    const before = await head();
    const retry = await postGameSummary(stack.baseUrl, summary);
    expect(await retry.json()).toEqual({ success: true, match_id: MATCH });
    expect(await head()).toBe(before);
    await stack.settle();
    const game = await json<GameDocument>(await fetch(`${stack.baseUrl}/api/games/${MATCH}`));
    expect(game.duration).toBe(2325);
    expect(game.cheats_enabled).toBe(false);
  });

  test('profiles, match history, recent games and the leaderboard', async () => {
    await stack.settle();
    const profile = await json<PlayerProfile>(await fetch(`${stack.baseUrl}/api/players/${WINNER}`));
    expect(profile).toMatchObject({
      steam_id: WINNER,
      username: 'SUNSfan',
      ladder_mmr: 200,
      badge: 'Herald',
      pips: 3,
      badge_number: 13,
      games_played: 1,
      first_places: 1,
      top_fours: 1,
      rounds_won: 14,
      rank: 1,
      gods: [{ god: 'lifestealer', games: 1, first_places: 1 }],
    });
    expect(profile).not.toHaveProperty('mmr');

    const historyResponse = await fetch(`${stack.baseUrl}/api/players/${WINNER}/games?limit=5`);
    expect(historyResponse.headers.get('content-range')).toBe('games 0-0/1');
    const history = await json<PlayerGameEntry[]>(historyResponse);
    expect(history.find((g) => g.game_id === MATCH)).toMatchObject({
      place: 1,
      ladder_mmr_change: 200,
      duration: 2325,
    });

    const recent = await json<GameListEntry[]>(await fetch(`${stack.baseUrl}/api/games`));
    expect(recent.map((g) => g.game_id)).toEqual(expect.arrayContaining([MATCH]));

    const players = await json<LeaderboardReply>(await fetch(`${stack.baseUrl}/api/leaderboard`));
    expect(players[0]).toMatchObject({ rank: 1, steam_id: WINNER, ladder_mmr: 200 });
    expect(players.map((p) => p.ladder_mmr)).toEqual([...players.map((p) => p.ladder_mmr)].sort((a, b) => b - a));

    const battlePass = await json<BattlePassView>(await fetch(`${stack.baseUrl}/api/players/${WINNER}/battle_pass`));
    // first place: 100 XP, short of level 1 (255 XP)
    expect(battlePass).toEqual({ bp_level: 0, total_xp: 100, unlocked: false, requirements: { total_xp: 0, next_level_xp: 255 } });
  });

  test.each([
    ['/api/players/76561197960265729', 404, 'player_not_found'],
    ['/api/players/76561197960265729/games', 404, 'player_not_found'],
    ['/api/players/not-a-number', 400, 'invalid_steam_id'],
    ['/api/players/76561197960265729/stats', 404, 'player_not_found'],
    ['/api/players/76561197960265729/god_stats', 404, 'player_not_found'],
    ['/api/players/76561197960265729/ability_stats', 404, 'player_not_found'],
    ['/api/players/76561197960265729/season_results', 404, 'player_not_found'],
    ['/api/games?limit=0', 400, 'invalid_payload'],
    ['/api/games?limit=101', 400, 'invalid_payload'],
    ['/api/games?offset=-1', 400, 'invalid_payload'],
    ['/api/nothing-here', 404, 'not_found'],
  ])('GET %s answers %i %s', async (url, status, code) => {
    const response = await fetch(`${stack.baseUrl}${url}`);
    expect(response.status).toBe(status);
    expect((await json<ApiErrorBody>(response)).error.code).toBe(code);
  });

  test('GET /api/heroes names every hero of a recorded game in English and Chinese, cacheable', async () => {
    const game = await json<GameDocument>(await fetch(`${stack.baseUrl}/api/games/${MATCH}`));
    const played = new Set(game.players.flatMap((p) => p.heroes.map((h) => h.hero_name)));
    expect(played.size).toBeGreaterThan(10);

    const response = await fetch(`${stack.baseUrl}/api/heroes`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const heroes = await json<HeroCatalogEntry[]>(response);
    const byId = new Map(heroes.map((h) => [h.id, h]));
    for (const id of played) {
      expect({ id, image: byId.get(id)?.image }).toEqual({ id, image: id.replace('npc_dota_hero_', '') });
      expect({ id, cn: /[\u3400-\u9fff]/.test(byId.get(id)?.name.cn ?? '') }).toEqual({ id, cn: true });
    }
    // the public name, not the internal one: Clockwerk, not "Rattletrap"
    expect(byId.get('npc_dota_hero_rattletrap')?.name).toEqual({ en: 'Clockwerk', cn: '发条技师' });
  });

  describe("requests of the live site's client (no custom header, its query parameters) get the fields it reads", () => {
    /** GET as the live client's `fetch(url).then(res => res.json())`: no header of its own. */
    const liveGet = async <T>(path: string) => {
      const response = await fetch(`${stack.baseUrl}${path}`);
      expect(response.status).toBe(200);
      return { body: (await response.json()) as T, response };
    };
    const winner = () => sample.find((p) => p.place === 1)!;

    beforeAll(async () => {
      await stack.settle();
    });

    test('GET /api/leaderboard: a bare list of {rank, badge, pips, steam_id, username}', async () => {
      const { body } = await liveGet<LeaderboardReply>('/api/leaderboard');
      expect(Array.isArray(body)).toBe(true);
      expect(body[0]).toMatchObject({ rank: 1, badge: 'Herald', pips: 3, steam_id: WINNER, username: 'SUNSfan' });
      expect(body.map((p) => p.rank)).toEqual(body.map((_, i) => i + 1));
    });

    test('GET /api/games: a bare list whose `players` is how many played; limit and offset page it', async () => {
      const { body } = await liveGet<GameListEntry[]>('/api/games');
      const game = body.find((g) => g.game_id === MATCH)!;
      expect(game).toMatchObject({ players: 8, duration: 2325, rounds: 30, ranked: true });
      expect(Date.parse(game.created_at)).not.toBeNaN();
      expect(game.standings.map((p) => p.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const { body: first, response } = await liveGet<GameListEntry[]>('/api/games?limit=1&offset=0');
      expect(first).toHaveLength(1);
      expect(response.headers.get('content-range')).toMatch(/^games 0-0\/\d+$/);
      const total = Number(response.headers.get('content-range')!.split('/')[1]);
      const { body: past, response: pastResponse } = await liveGet<GameListEntry[]>(`/api/games?limit=1&offset=${total}`);
      expect(past).toEqual([]);
      expect(pastResponse.headers.get('content-range')).toBe(`games */${total}`);
    });

    test("GET /api/games/{id}: every field the game page and the copy button read, in the specification's names", async () => {
      const { body: game } = await liveGet<GameDocument>(`/api/games/${MATCH}`);
      expect(game.duration).toBe(2325);
      expect(Date.parse(game.created_at)).not.toBeNaN();
      // the page shows the rating column when the first player has ladder_mmr_change
      expect(game.players[0].ladder_mmr_change).not.toBeUndefined();
      for (const player of game.players) {
        const posted = sample.find((p) => p.steamID === player.steam_id)!;
        expect(player).toMatchObject({
          place: posted.place,
          rounds: posted.rounds,
          end_time: posted.endTime,
          wins: posted.wins,
          losses: posted.losses,
          god: posted.god,
          username: posted.username,
        });
        expect([typeof player.ladder_mmr, typeof player.ladder_mmr_change]).toEqual(['number', 'number']);
        expect(player.heroes.map((h) => h.hero_name)).toEqual(posted.heroes.map((h) => h.name));
        const abilities = player.heroes.flatMap((h) => h.abilities);
        expect(abilities.map((a) => [a.ability_name, a.ability_level, a.is_ultimate, a.icon])).toEqual(
          posted.heroes.flatMap((h) => h.abilities.map((a) => [a.name, a.level, a.isUltimate, a.icon])),
        );
      }
    });

    test('GET /api/games/{id} of a game nobody recorded: 200 and JSON null, which the client shows as "Game not found"', async () => {
      const response = await fetch(`${stack.baseUrl}/api/games/1234`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('null');
      // a malformed id is still bad input
      expect((await fetch(`${stack.baseUrl}/api/games/abc`)).status).toBe(400);
    });

    test('GET /api/players/{id}: {profile_picture, username, badge, pips, rank, steam_id}', async () => {
      const { body } = await liveGet<PlayerProfile>(`/api/players/${WINNER}`);
      expect(body).toMatchObject({ steam_id: WINNER, username: 'SUNSfan', badge: 'Herald', pips: 3, rank: 1 });
      expect(body).toHaveProperty('profile_picture');
      expect(body).not.toHaveProperty('mmr');
    });

    test('GET /api/players/{id}/games?limit=20 and without a query: a bare list of the fields the match history reads', async () => {
      for (const path of [`/api/players/${WINNER}/games?limit=20`, `/api/players/${WINNER}/games`]) {
        const { body } = await liveGet<PlayerGameEntry[]>(path);
        expect(body).toHaveLength(1);
        expect(Date.parse(body[0].created_at)).not.toBeNaN();
        expect(body).toEqual([
          expect.objectContaining({
            game_id: MATCH,
            god: winner().god,
            place: 1,
            ladder_mmr_change: 200,
            rounds: winner().rounds,
            wins: winner().wins,
            losses: winner().losses,
            ranked: true,
          }),
        ]);
      }
    });

    test('GET /api/players/{id}/stats: games, results.avg_place and results.placements over ranked games, ladder and badge', async () => {
      const { body } = await liveGet<PlayerStats>(`/api/players/${WINNER}/stats`);
      expect(body).toMatchObject({
        steam_id: WINNER,
        games: 1,
        results: { avg_place: 1, placements: [1, 0, 0, 0, 0, 0, 0, 0] },
        ladder_mmr: 200,
        badge: 'Herald',
        pips: 3,
        rank: 1,
      });
      expect(body).not.toHaveProperty('mmr');
    });

    test('GET /api/players/{id}/god_stats: a bare list of {god, pick_rate, god_freq, avg_place, god_mmr, placements}', async () => {
      const { body } = await liveGet<PlayerGodStatsEntry[]>(`/api/players/${WINNER}/god_stats`);
      expect(body).toEqual([
        expect.objectContaining({
          god: winner().god,
          god_freq: 1,
          first_place: 1,
          pick_rate: 1,
          avg_place: 1,
          god_mmr: null,
          placements: [1, 0, 0, 0, 0, 0, 0, 0],
        }),
      ]);
    });

    test('GET /api/players/{id}/ability_stats: a bare list of {ability_name, icon, freq, numGames, winner_freq, top_four_freq}', async () => {
      const { body } = await liveGet<PlayerAbilityStatsEntry[]>(`/api/players/${WINNER}/ability_stats`);
      const picked = winner().heroes.flatMap((h) => h.abilities);
      expect(body.map((a) => a.ability_name).sort()).toEqual([...new Set(picked.map((a) => a.name))].sort());
      for (const line of body) {
        const times = picked.filter((a) => a.name === line.ability_name).length;
        expect(line).toEqual({
          ability_name: line.ability_name,
          icon: picked.find((a) => a.name === line.ability_name)!.icon,
          numGames: 1,
          freq: times,
          winner_freq: times,
          top_four_freq: times,
        });
      }
    });

    test('GET /api/players/{id}/season_results: no season has ended, so an empty list', async () => {
      const { body } = await liveGet<unknown[]>(`/api/players/${WINNER}/season_results`);
      expect(body).toEqual([]);
    });
  });

  describe('bad input gets a clear 4xx and records nothing', () => {
    const valid = () => ({ ...sample[0], matchID: '2000000001' });
    const raw = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${stack.baseUrl}/api/games/players`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-server-key': 'test-server-key', ...headers },
        body,
      });

    test.each<[string, () => Promise<Response>, number, string]>([
      ['a body that is not JSON', () => raw('{"data": '), 400, 'malformed_json'],
      ['data that is not JSON', () => raw(JSON.stringify({ data: '{oops' })), 400, 'malformed_json'],
      ['no data at all', () => raw(JSON.stringify({ nothing: 1 })), 400, 'invalid_payload'],
      ['a missing field', () => postPlayerResult(stack.baseUrl, { ...valid(), steamID: undefined }), 400, 'invalid_payload'],
      ['place 9', () => postPlayerResult(stack.baseUrl, { ...valid(), place: 9 }), 400, 'invalid_payload'],
      ['place 0', () => postPlayerResult(stack.baseUrl, { ...valid(), place: 0 }), 400, 'invalid_payload'],
      ['a wrong server key', () => postPlayerResult(stack.baseUrl, valid(), 'wrong'), 401, 'invalid_server_key'],
      ['no server key', () => raw(JSON.stringify({ data: JSON.stringify(valid()) }), { 'x-server-key': '' }), 401, 'invalid_server_key'],
      ['a huge body', () => raw(JSON.stringify({ data: 'x'.repeat(2 * 1024 * 1024) })), 413, 'payload_too_large'],
    ])('%s', async (_what, send, status, code) => {
      const before = await head();
      const response = await send();
      expect(response.status).toBe(status);
      const body = await json<ApiErrorBody>(response);
      expect(body.error.code).toBe(code);
      expect(body.error.message).toEqual(expect.any(String));
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
      expect(await head()).toBe(before);
    });

    test('the server key may come in the body as server_key', async () => {
      const response = await fetch(`${stack.baseUrl}/api/games/players`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ server_key: 'test-server-key', data: JSON.stringify(valid()) }),
      });
      expect(response.status).toBe(200);
    });

    test('a different result for an already recorded player and match is a 409', async () => {
      const changed = { ...sample[0], wins: sample[0].wins + 1 };
      const before = await head();
      const response = await postPlayerResult(stack.baseUrl, changed);
      expect(response.status).toBe(409);
      expect((await json<ApiErrorBody>(response)).error.code).toBe('result_conflict');
      expect(await head()).toBe(before);
    });
  });
});
