import type { GameStartReply } from '@arena/contract';
import { errorOf, visit } from '../support/command-service';
import { loadSampleGame } from '../support/sample-game';
import { postPlayerResult, startTestStack, TEST_SERVER_KEY, TestStack } from '../support/test-stack';

/** `POST /api/games/start` (docs/game-rules.md "God ownership", "Equip groups"): what each player brings into a game. */
describe('a game server asks for the loadouts at the start of a game', () => {
  let stack: TestStack;
  const sample = loadSampleGame();
  const NEWCOMER = '76561198000009001';

  beforeAll(async () => {
    stack = await startTestStack();
    for (const payload of sample) expect((await postPlayerResult(stack.baseUrl, payload)).status).toBe(200);
    await stack.settle();
  });
  afterAll(async () => stack?.stop());

  const start = (body: unknown, key = TEST_SERVER_KEY) =>
    visit<GameStartReply>(`${stack.baseUrl}/api/games/start`, { method: 'POST', body, headers: { 'x-server-key': key } });

  test("known players get their starter frame equipped and the free gods; a newcomer gets a new player's defaults; in the order asked", async () => {
    const veteran = sample[0].steamID;
    const answer = await start({ data: JSON.stringify({ matchID: '7000000001', steamIDs: [NEWCOMER, veteran] }) });
    expect(answer.status).toBe(200);
    const [newcomer, known] = answer.body.players;
    expect(newcomer).toMatchObject({ steam_id: NEWCOMER, known: false, has_plus: false, equipped: [], doubledowns: 0 });
    expect(known).toMatchObject({ steam_id: veteran, known: true, equipped: [{ group: 'avatar_frame', item_id: 'avatar_default' }] });
    expect(known.gods).toEqual(expect.arrayContaining(newcomer.gods));
    expect(answer.body.match_id).toBe('7000000001');
  });

  test('the object itself is accepted; a malformed body or a wrong key is refused', async () => {
    expect((await start({ matchID: '7000000002', steamIDs: [NEWCOMER] })).status).toBe(200);
    const bad = await start({ matchID: '7000000003', steamIDs: [] });
    expect([bad.status, errorOf(bad)?.code]).toEqual([400, 'invalid_payload']);
    expect((await start({ matchID: '7000000004', steamIDs: [NEWCOMER] }, 'wrong')).status).toBe(401);
  });
});
