import { expect } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import type { ApiErrorBody } from '@arena/contract';
import type { GameResultRecorded, PlayerResult } from '@arena/domain';
import { playerStream } from '@arena/domain';
import { deleteKeysUnder } from '@arena/read-models';
import { Service, startService } from '../support/command-service';
import { errorAnswerIssues, rawRequest } from '../support/raw-http';
import { loadSampleGame } from '../support/sample-game';
import { postGameSummary, postPlayerResult, REDIS_URL, startTestStack, TEST_SERVER_KEY, TestStack } from '../support/test-stack';

/** Input that is not what it claims, and the rate limits (README, "Choices"), as a game server or a visitor meets them. */

const [TEMPLATE] = loadSampleGame();
let nextMatch = 3_000_000_000;
let nextPlayer = 0;

/** A match id and a Steam id no other post of this file used. */
const freshMatch = () => String(++nextMatch);
const freshPlayer = () => `76561198500${String(++nextPlayer).padStart(6, '0')}`;

/** The sample's first result, as `steamId` in `matchId`: the poster listed once among the eight. */
function resultOf(steamId: string, matchId: string, overrides: Partial<PlayerResult> = {}): PlayerResult {
  const players = TEMPLATE.players.map((p) => (p.steamID === TEMPLATE.steamID ? { ...p, steamID: steamId } : p));
  return { ...TEMPLATE, steamID: steamId, username: `player-${steamId}`, matchID: matchId, players, ...overrides };
}

/** Writes every `"key":"<digits>"` of a JSON text as a bare JSON number, as a sloppy game server would. */
const idsAsNumbers = (json: string, key: string) => json.replace(new RegExp(`"${key}":"(\\d+)"`, 'g'), `"${key}":$1`);

/** An error answer: its status and code, after checking it is `{error: {code, message}}` without a stack trace. */
async function errorOf(response: Response): Promise<{ status: number; code: string }> {
  const body = await response.text();
  expect(errorAnswerIssues({ status: response.status, contentType: response.headers.get('content-type'), body })).toEqual([]);
  return { status: response.status, code: (JSON.parse(body) as ApiErrorBody).error.code };
}

describe('input that is not what it claims', () => {
  let stack: TestStack;
  const head = () => stack.projectorStore.headPosition();
  /** Posts `{"data": <json>}` to an ingestion route: the JSON text as written, numbers included. */
  const postJson = (route: string, json: string) =>
    fetch(`${stack.baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-server-key': TEST_SERVER_KEY },
      body: `{"data":${json}}`,
    });
  /** Sends `send`, expects the error `status`/`code`, and that nothing was recorded. */
  async function expectRefused(send: () => Promise<Response>, status: number, code: string): Promise<void> {
    const before = await head();
    expect(await errorOf(await send())).toEqual({ status, code });
    expect(await head()).toBe(before);
  }

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe('ids are strings of digits', () => {
    test('a Steam id posted as a JSON number is refused, and nothing lands on the stream of the id it rounds to', async () => {
      const steamId = '76561198389696579';
      const rounded = String(Number(steamId));
      expect(rounded).toBe('76561198389696580');
      const json = idsAsNumbers(JSON.stringify(resultOf(steamId, freshMatch())), 'steamID');
      await expectRefused(() => postJson('/api/games/players', json), 400, 'invalid_payload');
      // the game servers' usual form, the JSON as a string in `data`, too
      await expectRefused(() => postPlayerResult(stack.baseUrl, JSON.parse(json)), 400, 'invalid_payload');
      expect(await stack.projectorStore.readStream(playerStream(rounded))).toEqual([]);
      await stack.settle();
      expect(await errorOf(await fetch(`${stack.baseUrl}/api/players/${rounded}`))).toEqual({ status: 404, code: 'player_not_found' });
    });

    test('Steam ids of the players list posted as JSON numbers are refused', async () => {
      const result = resultOf(freshPlayer(), freshMatch());
      const json = JSON.stringify(result).replace(/"players":\[.*\]/, (players) => idsAsNumbers(players, 'steamID'));
      expect(json).toContain(`"steamID":"${result.steamID}"`);
      await expectRefused(() => postJson('/api/games/players', json), 400, 'invalid_payload');
    });

    test('a match id posted as a safe whole number is recorded as its digits; one beyond 2^53 - 1 is refused, not rounded', async () => {
      const matchId = freshMatch();
      const accepted = await postJson('/api/games/players', idsAsNumbers(JSON.stringify(resultOf(freshPlayer(), matchId)), 'matchID'));
      expect(accepted.status).toBe(200);
      expect(((await accepted.json()) as { match_id: string }).match_id).toBe(matchId);
      const summary = '{"matchID":18446744073709551615,"duration":100,"rounds":10,"cheatsEnabled":false}';
      await expectRefused(() => postJson('/api/games', summary), 400, 'invalid_payload');
      await expectRefused(
        () => postJson('/api/games/players', idsAsNumbers(JSON.stringify(resultOf(freshPlayer(), '9007199254740993')), 'matchID')),
        400,
        'invalid_payload',
      );
    });
  });

  describe('a user-given key never reads the prototype chain', () => {
    test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
      'a god id of %p is a god like any other: numbers in the event store and on the profile',
      async (god) => {
        const steamId = freshPlayer();
        for (const matchId of [freshMatch(), freshMatch()])
          expect((await postPlayerResult(stack.baseUrl, resultOf(steamId, matchId, { god }))).status).toBe(200);
        const ratings = (await stack.projectorStore.readStream(playerStream(steamId)))
          .filter((event) => event.type === 'GameResultRecorded')
          .map((event) => (event as unknown as GameResultRecorded).data.rating);
        expect(ratings.map((r) => [r.godMmrBefore, r.godMmrAfter].every(Number.isInteger))).toEqual([true, true]);
        expect(ratings[0].godMmrBefore).toBe(1000);
        expect(ratings[1].godMmrBefore).toBe(ratings[0].godMmrAfter);
        await stack.settle();
        const profile = (await (await fetch(`${stack.baseUrl}/api/players/${steamId}`)).json()) as { gods: unknown };
        expect(profile.gods).toEqual([{ god, games: 2, first_places: 0 }]);
      },
    );

    test("a body with a __proto__ key is refused, as Fastify's JSON parser does, in our format and records nothing", async () => {
      const body = `{"__proto__":{"x":1},"data":${JSON.stringify(JSON.stringify(resultOf(freshPlayer(), freshMatch())))}}`;
      const send = () =>
        fetch(`${stack.baseUrl}/api/games/players`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-server-key': TEST_SERVER_KEY },
          body,
        });
      await expectRefused(send, 400, 'malformed_json');
    });
  });

  describe('impossible results are refused', () => {
    const poster = '76561198600000001';
    const me = () => resultOf(poster, freshMatch()).players.find((p) => p.steamID === poster)!;
    const others = () => resultOf(poster, freshMatch()).players.filter((p) => p.steamID !== poster);
    test.each<[string, () => PlayerResult]>([
      [
        'a ranked result whose players are eight copies of the poster',
        () => resultOf(poster, freshMatch(), { players: Array.from({ length: 8 }, me) }),
      ],
      ['a result whose players do not list the poster', () => resultOf(poster, freshMatch(), { players: others() })],
      ['a result listing a player twice', () => resultOf(poster, freshMatch(), { players: [me(), others()[0], others()[0]] })],
      ['a Steam id of "0"', () => resultOf('0', freshMatch())],
      ['a Steam id of account 0', () => resultOf('76561197960265728', freshMatch())],
      ['a match id of "0"', () => resultOf(poster, '0')],
      ['a match id with a leading zero', () => resultOf(poster, `0${freshMatch()}`)],
    ])('%s', async (_what, result) => {
      await expectRefused(() => postPlayerResult(stack.baseUrl, result()), 400, 'invalid_payload');
    });

    test.each([
      ['-0 as a number', '-0'],
      ['"-0"', '"-0"'],
      ['"0"', '"0"'],
      ['-1', '-1'],
    ])('a game summary with match id %s', async (_what, matchId) => {
      await expectRefused(
        () => postJson('/api/games', `{"matchID":${matchId},"duration":100,"rounds":10,"cheatsEnabled":false}`),
        400,
        'invalid_payload',
      );
    });

    test('nothing of them became a public page', async () => {
      await stack.settle();
      for (const url of ['/api/players/0', '/api/games/0']) expect((await fetch(`${stack.baseUrl}${url}`)).status).toBe(400);
      expect((await errorOf(await fetch(`${stack.baseUrl}/api/players/${poster}`))).code).toBe('player_not_found');
    });
  });

  describe('path parameters that are not ids are refused', () => {
    test.each([
      ['/api/players/0', 'invalid_steam_id'],
      ['/api/players/76561197960265728', 'invalid_steam_id'],
      ['/api/players/765611979609564680', 'invalid_steam_id'],
      ['/api/players/7656119796095646', 'invalid_steam_id'],
      ['/api/players/constructor/games', 'invalid_steam_id'],
      ['/api/players/0/battle_pass', 'invalid_steam_id'],
      ['/api/games/0', 'invalid_game_id'],
      ['/api/games/-0', 'invalid_game_id'],
      ['/api/games/007', 'invalid_game_id'],
      ['/api/games/18446744073709551616', 'invalid_game_id'],
      ['/api/games/__proto__', 'invalid_game_id'],
    ])('GET %s answers 400 %s', async (url, code) => {
      expect(await errorOf(await fetch(`${stack.baseUrl}${url}`))).toEqual({ status: 400, code });
    });
  });

  describe("Fastify's own errors answer in our format", () => {
    const port = () => Number(new URL(stack.baseUrl).port);
    const get = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;
    const post = (headers: string, body: string) =>
      `POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nx-server-key: ${TEST_SERVER_KEY}\r\n${headers}Connection: close\r\n\r\n${body}`;
    const summary = JSON.stringify({ data: { matchID: '4000000001', duration: 100, rounds: 10, cheatsEnabled: false } });

    test.each<[string, () => string, number, string]>([
      ['a bad URL encoding in a path parameter', () => get('/api/players/%E0%A4%A'), 400, 'bad_request'],
      ['a bad URL encoding elsewhere', () => get('/api/nothing%E0%A4%A'), 400, 'bad_request'],
      [
        'a path parameter over 100 characters, the router default limit',
        () => get(`/api/games/${'1'.repeat(120)}`),
        400,
        'invalid_game_id',
      ],
      [
        'conflicting Content-Length headers',
        () => post(`content-type: application/json\r\nContent-Length: ${summary.length}\r\nContent-Length: 5\r\n`, summary),
        400,
        'bad_request',
      ],
      [
        'Content-Length with Transfer-Encoding',
        () => post(`content-type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n`, '0\r\n\r\n'),
        400,
        'bad_request',
      ],
      ['a huge header', () => get('/api/leaderboard', `x-big: ${'a'.repeat(64 * 1024)}\r\n`), 431, 'headers_too_large'],
      ['a request line that is not HTTP', () => 'HELLO THERE\r\n\r\n', 400, 'bad_request'],
      [
        'a body that is not JSON',
        () => post(`content-type: application/xml\r\nContent-Length: 4\r\n`, '<a/>'),
        415,
        'unsupported_media_type',
      ],
      ['a JSON body that is empty', () => post(`content-type: application/json\r\nContent-Length: 0\r\n`, ''), 400, 'malformed_json'],
      ['a method no route has', () => get('/api/games').replace('GET', 'DELETE'), 404, 'not_found'],
    ])('%s', async (_what, request, status, code) => {
      const before = await head();
      const answer = await rawRequest(port(), request());
      const issues = errorAnswerIssues({ ...answer, contentType: answer.headers.get('content-type') ?? null });
      const error = issues.length ? answer.body : (JSON.parse(answer.body) as ApiErrorBody).error;
      expect({ status: answer.status, issues, error }).toEqual({ status, issues: [], error: { code, message: expect.any(String) } });
      expect(await head()).toBe(before);
    });
  });
});

describe('rate limits on the public endpoints that cost work', () => {
  const LIMIT = 5;
  const namespace = `test-rate-${process.pid}-${Date.now()}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-rate-'));
  let services: Service[] = [];

  beforeAll(async () => {
    // two instances on one Redis, as a deployment runs them
    const env = { READ_MODEL_NAMESPACE: namespace, RATE_LIMIT_PER_MINUTE: String(LIMIT), SERVER_KEYS: `test:${TEST_SERVER_KEY}` };
    services = [await startService(dir, env), await startService(dir, env)];
  });
  afterAll(async () => {
    for (const service of services) await service.app.close();
    const redis = new Redis(REDIS_URL);
    await deleteKeysUnder(redis, `${namespace}:`);
    redis.disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('two instances share one limit per address; beyond it a 429 rate_limited with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await fetch(`${services[i % 2].baseUrl}/api/leaderboard`)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    for (const service of services) {
      const refused = await fetch(`${service.baseUrl}/api/players/76561197960956468`);
      expect(await errorOf(refused)).toEqual({ status: 429, code: 'rate_limited' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  test('the sign-in start is limited too; game servers, the game data and health checks are not', async () => {
    expect((await fetch(`${services[0].baseUrl}/api/auth/steam`, { redirect: 'manual' })).status).toBe(429);
    const summary = { matchID: '4100000001', duration: 100, rounds: 10, cheatsEnabled: false };
    for (const service of services) {
      expect((await postGameSummary(service.baseUrl, summary)).status).toBe(200);
      expect((await fetch(`${service.baseUrl}/api/gods`)).status).toBe(200);
      expect((await fetch(`${service.baseUrl}/healthz`)).status).toBe(200);
    }
  });
});
