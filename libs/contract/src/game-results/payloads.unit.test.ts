import SAMPLE_GAME from '../../../../../shared/data/game-6617222774.json';
import { gameIdString, isMatchId, isSteamId64, nestsAtMost, steamIdString } from '../shared';
import { gameSummaryPayload, playerResultPayload } from './payloads';

const [POSTED] = SAMPLE_GAME;
const POSTER = POSTED.steamID;

/** The messages of what the schema refuses, `path: message`; [] when it accepts. */
function refusals(schema: typeof playerResultPayload | typeof gameSummaryPayload, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** A JSON text parsed as a server's post would be: numbers become doubles. */
const asPosted = (text: string) => JSON.parse(text) as unknown;

describe('ids', () => {
  test.each([
    ['76561197960265729', true], // account id 1
    ['76561202255233023', true], // account id 2^32 - 1
    ['76561197960956468', true],
    ['76561197960265728', false], // account id 0
    ['76561202255233024', false], // beyond 32 bits
    ['0', false],
    ['7656119796095646', false],
    ['765611979609564680', false],
    ['7656119796095646x', false],
    ['', false],
  ])('Steam id %p is a SteamID64: %p', (id, valid) => {
    expect(isSteamId64(id)).toBe(valid);
    expect(steamIdString.safeParse(id).success).toBe(valid);
  });

  test.each([
    ['6617222774', true],
    ['1', true],
    ['18446744073709551615', true],
    ['18446744073709551616', false],
    ['0', false],
    ['-0', false],
    ['007', false],
    ['1e9', false],
    ['', false],
  ])('match id %p is valid: %p', (id, valid) => {
    expect(isMatchId(id)).toBe(valid);
    expect(gameIdString.safeParse(id).success).toBe(valid);
  });
});

describe('a player result as game servers post it', () => {
  test('the real sample is accepted as posted', () => {
    for (const result of SAMPLE_GAME) expect(refusals(playerResultPayload, result)).toEqual([]);
  });

  test('a Steam id sent as a JSON number is refused, never rounded', () => {
    const text = JSON.stringify(POSTED).replaceAll(`"steamID":"${POSTER}"`, `"steamID":${POSTER}`);
    expect(refusals(playerResultPayload, asPosted(text))).toEqual([
      'steamID: must be a string: a Steam id as a JSON number loses digits',
      expect.stringMatching(/^players\.\d\.steamID: must be a string: a Steam id as a JSON number loses digits$/),
    ]);
    const inPlayers = JSON.stringify({ ...POSTED, players: POSTED.players.map((p) => ({ ...p, steamID: `#${p.steamID}#` })) }).replace(
      /"#(\d+)#"/g,
      '$1',
    );
    expect(refusals(playerResultPayload, asPosted(inPlayers))).toHaveLength(8);
  });

  test('a match id sent as a safe whole number is taken as its digits; beyond 2^53 - 1 it is refused', () => {
    const parsed = playerResultPayload.parse(asPosted(JSON.stringify(POSTED).replace('"matchID":"6617222774"', '"matchID":6617222774')));
    expect(parsed.matchID).toBe('6617222774');
    for (const id of ['9007199254740993', '18446744073709551615', '1e300']) {
      expect(refusals(gameSummaryPayload, asPosted(`{"matchID":${id},"duration":1,"rounds":1,"cheatsEnabled":false}`))).toEqual([
        'matchID: must be a string: as a JSON number a match id beyond 2^53 - 1 may have been rounded',
      ]);
    }
  });

  test.each([
    ['-0', -0],
    ['0 as a string', '0'],
    ['-1', -1],
    ['1.5', 1.5],
    ['a leading zero', '06617222774'],
    ['a prototype key', '__proto__'],
  ])('a summary with match id %s is refused', (_what, matchID) => {
    expect(refusals(gameSummaryPayload, { matchID, duration: 1, rounds: 1, cheatsEnabled: false })).not.toEqual([]);
  });

  test.each([
    ['"0"', '0'],
    ['account id 0', '76561197960265728'],
    ['16 digits', '7656119796095646'],
    ['a prototype key', 'constructor'],
  ])('a Steam id of %s is refused', (_what, steamID) => {
    const players = POSTED.players.map((p) => (p.steamID === POSTER ? { ...p, steamID } : p));
    expect(refusals(playerResultPayload, { ...POSTED, steamID, players })).toEqual([
      expect.stringMatching(/^steamID: must be/),
      expect.stringMatching(/^players\.\d\.steamID: must be/),
    ]);
  });

  test('impossible results are refused: the poster eight times, the poster missing, a player twice', () => {
    const me = POSTED.players.find((p) => p.steamID === POSTER)!;
    const others = POSTED.players.filter((p) => p !== me);
    expect(refusals(playerResultPayload, { ...POSTED, players: Array.from({ length: 8 }, () => me) })).toEqual(
      Array.from({ length: 7 }, (_, i) => `players.${i + 1}.steamID: is listed twice`),
    );
    expect(refusals(playerResultPayload, { ...POSTED, players: others })).toEqual(['players: must list the player posting (steamID)']);
    expect(refusals(playerResultPayload, { ...POSTED, players: [me, others[0], others[0]] })).toEqual([
      'players.2.steamID: is listed twice',
    ]);
  });

  test('free-form fields nest at most 32 levels deep, however deep they come', () => {
    const deep = (levels: number) => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`) as unknown;
    expect(refusals(playerResultPayload, { ...POSTED, items: deep(32) })).toEqual([]);
    expect(refusals(playerResultPayload, { ...POSTED, items: deep(33) })).toEqual(['items: must nest at most 32 levels deep']);
    expect(
      refusals(gameSummaryPayload, { matchID: '1', duration: 1, rounds: 1, cheatsEnabled: false, roundResults: deep(200_000) }),
    ).toHaveLength(1);
    expect(nestsAtMost({ a: [{ b: 1 }] }, 3)).toBe(true);
    expect(nestsAtMost({ a: [{ b: {} }] }, 3)).toBe(false);
  });
});
