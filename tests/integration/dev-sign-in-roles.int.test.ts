import { SqliteEventStore } from '@arena/eventstore';
import { USER_TYPES_STREAM } from '@arena/domain';
import { errorOf, visit } from '../support/command-service';
import { ADMIN_ID, authServicesForTests } from '../support/auth-services';

/**
 * The dev sign-in's role (docs/api.md, "Sign-in and session"): outside production a developer
 * picks the user type to sign in with, granted through the same bootstrap as ADMIN_STEAM_IDS
 * (on the `user-types` stream, reason "dev sign-in"), so the console opens without configuring
 * anything; production refuses the dev sign-in, role or not, and records nothing.
 */

const STATS = '76561198000000301';
const ADMIN = '76561198000000302';
const NOBODY = '76561198000000303';
const PROD = '76561198000000304';

describe('the dev sign-in with a role', () => {
  const auth = authServicesForTests();

  async function userTypeEvents(eventStorePath: string, steamId: string) {
    const store = new SqliteEventStore(eventStorePath);
    try {
      return (await store.readStream(USER_TYPES_STREAM).catch(() => []))
        .filter((event) => event.type === 'UserTypeChanged' && (event.data as { steamId: string }).steamId === steamId)
        .map((event) => ({ data: event.data, actor: (event.metadata as { actor?: string }).actor }));
    } finally {
      await store.close();
    }
  }

  test('STATS_GUY: the session says so, the user-types stream records it once with the reason, and stats-only routes stay closed to writes', async () => {
    const first = await auth.devSignIn({ steam_id: STATS, display_name: 'Numbers', role: 'STATS_GUY' });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ id: STATS, isAdmin: false, userType: 'STATS_GUY' });
    await auth.devSignIn({ steam_id: STATS, display_name: 'Numbers', role: 'STATS_GUY' });
    expect(await userTypeEvents(auth.dev.eventStorePath, STATS)).toEqual([
      {
        data: { steamId: STATS, userType: 'STATS_GUY', previousUserType: 'PLAYER', source: 'bootstrap', reason: 'dev sign-in' },
        actor: STATS,
      },
    ]);
    // an admin route refuses them
    const sales = await visit(`${auth.dev.baseUrl}/api/admin/sales`, { cookie: first.setCookie });
    expect(sales.status).toBe(403);
  });

  test('ADMIN: the admin routes open; signing in again as PLAYER never takes the role away', async () => {
    const admin = await auth.devSignIn({ steam_id: ADMIN, display_name: 'Boss', role: 'ADMIN' });
    expect(admin.body.user).toMatchObject({ id: ADMIN, isAdmin: true, userType: 'ADMIN' });
    expect((await visit(`${auth.dev.baseUrl}/api/admin/sales`, { cookie: admin.setCookie })).status).toBe(200);
    const again = await auth.devSignIn({ steam_id: ADMIN, display_name: 'Boss', role: 'PLAYER' });
    expect(again.body.user).toMatchObject({ userType: 'ADMIN' });
    expect((await userTypeEvents(auth.dev.eventStorePath, ADMIN)).map((event) => event.data)).toEqual([
      { steamId: ADMIN, userType: 'ADMIN', previousUserType: 'PLAYER', source: 'bootstrap', reason: 'dev sign-in' },
    ]);
  });

  test('a listed admin choosing a lower role is still granted what the list says', async () => {
    const listed = await auth.devSignIn({ steam_id: ADMIN_ID, display_name: 'Listed', role: 'STATS_GUY' });
    expect(listed.body.user).toMatchObject({ userType: 'ADMIN' });
    expect((await userTypeEvents(auth.dev.eventStorePath, ADMIN_ID)).map((event) => (event.data as { reason: string }).reason)).toEqual([
      'listed in ADMIN_STEAM_IDS',
    ]);
  });

  test('an unknown role is 400 invalid_payload and registers nobody', async () => {
    const refused = await auth.devSignIn({ steam_id: NOBODY, display_name: 'Nobody', role: 'GOD' });
    expect([refused.status, errorOf(refused)?.code, refused.setCookie]).toEqual([400, 'invalid_payload', undefined]);
    expect(await auth.playerEvents(auth.dev, NOBODY)).toEqual([]);
    expect(await userTypeEvents(auth.dev.eventStorePath, NOBODY)).toEqual([]);
  });

  test('production refuses it (403 dev_sign_in_disabled): no session, no player, no role', async () => {
    const refused = await auth.devSignIn({ steam_id: PROD, display_name: 'Mallory', role: 'ADMIN' }, undefined, auth.prod);
    expect([refused.status, errorOf(refused)?.code, refused.setCookie]).toEqual([403, 'dev_sign_in_disabled', undefined]);
    expect(await auth.playerEvents(auth.prod, PROD)).toEqual([]);
    expect(await userTypeEvents(auth.prod.eventStorePath, PROD)).toEqual([]);
  });
});
