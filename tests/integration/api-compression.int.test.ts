import type { GameDocument, LeaderboardEntry } from '@arena/contract';
import { loadSampleGame } from '../support/sample-game';
import { postPlayerResult, startTestStack, TestStack } from '../support/test-stack';

/**
 * The API's JSON answers are compressed when the client asks for it and they are big enough (a
 * game's document); small ones (a profile) and the leaderboard's ready document are sent as they
 * are, and nothing is compressed for a client that does not ask.
 */
const MATCH = '6617222774';
const WINNER = '76561197960956468';

describe('compression of JSON answers', () => {
  let stack: TestStack;
  const get = (path: string, encoding: string) => fetch(`${stack.baseUrl}${path}`, { headers: { 'accept-encoding': encoding } });

  beforeAll(async () => {
    stack = await startTestStack();
    for (const payload of loadSampleGame()) expect((await postPlayerResult(stack.baseUrl, payload)).status).toBe(200);
    // the projector's turn: the game's document with its eight players
    for (let tries = 0; ; tries++) {
      const game = (await (await get(`/api/games/${MATCH}`, 'identity')).json()) as GameDocument | null;
      if (game?.players.length === 8) break;
      if (tries > 200) throw new Error('the game never reached the read models');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
  afterAll(async () => {
    await stack?.stop();
  });

  test.each(['gzip', 'br'])('a game document asked for with %s comes compressed, and reads as the same JSON', async (encoding) => {
    const plain = await get(`/api/games/${MATCH}`, 'identity');
    const plainText = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plainText.length).toBeGreaterThan(4096);

    const compressed = await get(`/api/games/${MATCH}`, encoding);
    expect(compressed.headers.get('content-encoding')).toBe(encoding);
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch decodes the body: the same document as the uncompressed answer
    expect(await compressed.text()).toBe(plainText);
  });

  test('a profile (under the threshold) and the leaderboard (its ready document) are sent as they are', async () => {
    const profile = await get(`/api/players/${WINNER}`, 'gzip, br');
    expect(profile.status).toBe(200);
    expect(profile.headers.get('content-encoding')).toBeNull();
    const leaderboard = await get('/api/leaderboard', 'gzip, br');
    expect(leaderboard.headers.get('content-encoding')).toBeNull();
    expect(leaderboard.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const rows = (await leaderboard.json()) as LeaderboardEntry[];
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rows[0]).toMatchObject({ steam_id: WINNER, ladder_mmr: 200, games_played: 1 });
  });
});
