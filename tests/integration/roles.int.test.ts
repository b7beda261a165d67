import type { AuthSuccessBody, PlayerProfile } from '@arena/contract';
import { USER_TYPES_STREAM } from '@arena/domain';
import { errorOf, visit } from '../support/command-service';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * One source of truth for a player's role: `UserTypeChanged` events on the `user-types` stream, set
 * by an admin (`POST /api/admin/players/{steam_id}/user_type`); ADMIN_STEAM_IDS and
 * STATS_STEAM_IDS only bootstrap them at sign-in. The session, the profile and the server's
 * checks all say the same.
 */

const ADMIN = '76561198000000501';
const STATS = '76561198000000502';
const PLAYER = '76561198000000503';
const DEMOTED = '76561198000000504';

describe('roles', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ ADMIN_STEAM_IDS: ADMIN, STATS_STEAM_IDS: `${STATS},${DEMOTED}` });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const signIn = async (steamId: string) => {
    const answer = await visit<AuthSuccessBody>(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: steamId, display_name: `Name ${steamId.slice(-3)}` },
      headers: { origin: stack.baseUrl },
    });
    expect(answer.status).toBe(200);
    return answer;
  };
  const sessionUser = async (cookie: string | undefined) =>
    (await visit<AuthSuccessBody>(`${stack.baseUrl}/api/auth/steam/success`, { cookie })).body.user;
  const profileType = async (steamId: string) => {
    await stack.settle();
    return (await visit<PlayerProfile>(`${stack.baseUrl}/api/players/${steamId}`)).body.user_type;
  };
  const setUserType = (cookie: string | undefined, steamId: string, body: unknown) =>
    visit(`${stack.baseUrl}/api/admin/players/${steamId}/user_type`, { method: 'POST', cookie, body, headers: { origin: stack.baseUrl } });
  const userTypeEvents = async (steamId: string) =>
    (await stack.projectorStore.readStream(USER_TYPES_STREAM)).filter(
      (event) => event.type === 'UserTypeChanged' && (event.data as { steamId: string }).steamId === steamId,
    );

  test('a listed admin is ADMIN in the session and in the profile, bootstrapped once by an event', async () => {
    const first = await signIn(ADMIN);
    expect(first.body.user).toMatchObject({ id: ADMIN, isAdmin: true, userType: 'ADMIN' });
    await signIn(ADMIN);
    expect(await profileType(ADMIN)).toBe('ADMIN');
    const events = await userTypeEvents(ADMIN);
    expect(events.map((event) => event.data)).toEqual([
      { steamId: ADMIN, userType: 'ADMIN', previousUserType: 'PLAYER', source: 'bootstrap', reason: 'listed in ADMIN_STEAM_IDS' },
    ]);

    const stats = await signIn(STATS);
    expect(stats.body.user).toMatchObject({ isAdmin: false, userType: 'STATS_GUY' });
    expect(await profileType(STATS)).toBe('STATS_GUY');
    const player = await signIn(PLAYER);
    expect(player.body.user).toMatchObject({ isAdmin: false, userType: 'PLAYER' });
    expect(await profileType(PLAYER)).toBe('PLAYER');
  });

  test("an admin sets a player's type: the player's own session, the profile and the event say so", async () => {
    const admin = await signIn(ADMIN);
    const player = await signIn(PLAYER);
    const changed = await setUserType(admin.setCookie, PLAYER, { user_type: 'STATS_GUY', reason: 'runs the stats page' });
    expect(changed).toMatchObject({ status: 200, body: { steam_id: PLAYER, user_type: 'STATS_GUY', changed: true } });
    // the player's session (opened before) reads the role where it lives: no new sign-in needed
    expect(await sessionUser(player.setCookie)).toMatchObject({ id: PLAYER, isAdmin: false, userType: 'STATS_GUY' });
    expect(await profileType(PLAYER)).toBe('STATS_GUY');
    const [event] = (await userTypeEvents(PLAYER)).slice(-1);
    expect(event).toMatchObject({
      data: { steamId: PLAYER, userType: 'STATS_GUY', previousUserType: 'PLAYER', source: 'admin', reason: 'runs the stats page' },
      metadata: { actor: ADMIN },
    });

    // the same type again changes nothing
    const again = await setUserType(admin.setCookie, PLAYER, { user_type: 'STATS_GUY', reason: 'again' });
    expect(again).toMatchObject({ status: 200, body: { steam_id: PLAYER, user_type: 'STATS_GUY', changed: false } });
    expect(await userTypeEvents(PLAYER)).toHaveLength(1);
  });

  test('the environment lists only bootstrap: a listed id an admin demoted stays demoted at its next sign-in', async () => {
    const admin = await signIn(ADMIN);
    expect((await signIn(DEMOTED)).body.user?.userType).toBe('STATS_GUY');
    const demoted = await setUserType(admin.setCookie, DEMOTED, { user_type: 'PLAYER', reason: 'left the team' });
    expect(demoted.body).toEqual({ steam_id: DEMOTED, user_type: 'PLAYER', changed: true });
    const back = await signIn(DEMOTED);
    expect(back.body.user?.userType).toBe('PLAYER');
    expect(await profileType(DEMOTED)).toBe('PLAYER');
    expect((await userTypeEvents(DEMOTED)).map((event) => (event.data as { source: string }).source)).toEqual(['bootstrap', 'admin']);
  });

  test('bad requests change nothing: unknown type, no reason, unknown player, an admin changing their own type', async () => {
    const admin = await signIn(ADMIN);
    for (const body of [{ user_type: 'GOD', reason: 'x' }, { user_type: 'ADMIN' }, { user_type: 'ADMIN', reason: '   ' }, {}]) {
      const refused = await setUserType(admin.setCookie, STATS, body);
      expect([refused.status, errorOf(refused)?.code]).toEqual([400, 'invalid_payload']);
    }
    const unknown = await setUserType(admin.setCookie, '76561198000000599', { user_type: 'ADMIN', reason: 'typo' });
    expect([unknown.status, errorOf(unknown)?.code]).toEqual([404, 'player_not_found']);
    const own = await setUserType(admin.setCookie, ADMIN, { user_type: 'PLAYER', reason: 'oops' });
    expect([own.status, errorOf(own)?.code]).toEqual([409, 'own_user_type']);
    expect((await signIn(ADMIN)).body.user?.userType).toBe('ADMIN');
    expect(await userTypeEvents('76561198000000599')).toEqual([]);
  });
});
