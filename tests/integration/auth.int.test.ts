import {
  assertionUrl,
  followSteamSignIn,
  rawSetCookie,
  redeem,
  sessionIdOf,
  spyOnServiceErrors,
  steamSignIn,
  visit,
} from '../support/command-service';
import { authServicesForTests } from '../support/auth-services';

/**
 * Sign-in with Steam over real HTTP: the command service on a port of its own, a local
 * OpenID 2.0 provider standing in for Steam (see `startAuthServices`), the real Redis (a
 * namespace of this run's own, deleted afterwards) and a SQLite event store file in a temp dir.
 */

describe('sign-in with Steam (OpenID 2.0)', () => {
  const auth = authServicesForTests();

  test('the full flow: to the provider, back, verified with check_authentication, signed in', async () => {
    auth.provider.steamId = '76561198000000101';
    const checksBefore = auth.provider.checkAuthenticationCalls;

    const start = await visit(`${auth.dev.baseUrl}/api/auth/steam`);
    expect(start.status).toBe(302);
    expect(start.setCookie).toBeUndefined();
    const request = new URL(start.location!);
    expect(`${request.origin}${request.pathname}`).toBe(auth.provider.endpoint);
    expect(request.searchParams.get('openid.mode')).toBe('checkid_setup');
    // the return URL carries a nonce, and the starting browser holds it in a short-lived cookie
    const returnTo = new URL(request.searchParams.get('openid.return_to')!);
    expect(`${returnTo.origin}${returnTo.pathname}`).toBe(`${auth.dev.baseUrl}/api/auth/steam/return`);
    expect(Object.values(start.cookies)).toContain(returnTo.searchParams.get('state'));
    expect(request.searchParams.get('openid.realm')).toBe(`${auth.dev.baseUrl}/`);

    const atProvider = await visit(start.location!);
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.location!);
    expect(back.pathname).toBe('/api/auth/steam/return');
    expect(back.searchParams.get('openid.claimed_id')).toBe(`${auth.provider.claimedIdPrefix}76561198000000101`);

    // the browser that started the sign-in comes back with the cookies the start set
    const landed = await visit(atProvider.location!, { cookies: start.cookies });
    expect(landed.status).toBe(302);
    expect(landed.location).toBe('/redirect');
    expect(landed.setCookie).toBeTruthy();
    // the service asked the provider, once, and the provider confirmed
    expect(auth.provider.checkAuthenticationCalls).toBe(checksBefore + 1);

    const me = await auth.success(auth.dev, landed.setCookie);
    expect(me).toMatchObject({
      status: 200,
      body: {
        success: true,
        user: {
          id: '76561198000000101',
          isAdmin: false,
          displayName: '76561198000000101',
          photos: ['small', 'medium', 'full'].map((size) => ({ value: `/api/players/76561198000000101/avatar?size=${size}` })),
          userType: 'PLAYER',
        },
      },
    });
  });

  test('the session cookie is httpOnly, SameSite=Lax, path /, 30 days; not Secure over http', async () => {
    auth.provider.steamId = '76561198000000102';
    const raw = rawSetCookie(await steamSignIn(auth.dev));
    expect(raw).toBeDefined();
    const attributes = raw!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attributes.some((a) => a === 'secure')).toBe(false);
    const expires = Date.parse(attributes.find((a) => a.startsWith('expires='))!.slice('expires='.length));
    expect(expires - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
  });

  test('the session is stored in Redis under the namespace prefix, expiring with its cookie', async () => {
    auth.provider.steamId = '76561198000000103';
    const landed = await steamSignIn(auth.dev);
    const key = `${auth.devNamespace}:sess:${sessionIdOf(landed.setCookie!)}`;
    expect(await auth.sessionKeys()).toContain(key);
    expect(JSON.parse((await auth.redis.get(key))!)).toMatchObject({ steamId: '76561198000000103', displayName: '76561198000000103' });
    const ttl = await auth.redis.ttl(key);
    expect(ttl).toBeGreaterThan(30 * 24 * 3600 - 60);
    expect(ttl).toBeLessThanOrEqual(30 * 24 * 3600);
  });

  test('the player is registered on first sign-in, once, with the default cosmetics', async () => {
    auth.provider.steamId = '76561198000000104';
    expect(await auth.playerEvents(auth.dev, '76561198000000104')).toEqual([]);
    await steamSignIn(auth.dev);
    await steamSignIn(auth.dev);
    const events = await auth.playerEvents(auth.dev, '76561198000000104');
    // the second sign-in of the day records nothing: the day's login reward and the quests are there already
    expect(events.map((event) => event.type)).toEqual([
      'PlayerRegistered',
      'ItemsGranted',
      'ItemEquipped',
      'LoginDayCompleted',
      'DailyQuestAssigned',
      'DailyQuestAssigned',
    ]);
    expect(events[0]).toMatchObject({
      type: 'PlayerRegistered',
      data: { steamId: '76561198000000104', displayName: '76561198000000104', via: 'sign_in' },
      metadata: { actor: '76561198000000104' },
    });
  });

  test('a tampered claimed id is refused by the provider: no session', async () => {
    auth.provider.steamId = '76561198000000105';
    const assertion = await assertionUrl(auth.dev);
    const url = new URL(assertion.url);
    const forged = `${auth.provider.claimedIdPrefix}76561198000000999`;
    url.searchParams.set('openid.claimed_id', forged);
    url.searchParams.set('openid.identity', forged);
    const [checks, confirmed, keys] = [auth.provider.checkAuthenticationCalls, auth.provider.confirmedAssertions, await auth.sessionKeys()];

    const landed = await redeem(auth.dev, { ...assertion, url: url.toString() });
    expect(landed).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });
    // it looked fine locally, so the service asked; the provider said no
    expect(auth.provider.checkAuthenticationCalls).toBe(checks + 1);
    expect(auth.provider.confirmedAssertions).toBe(confirmed);
    expect(await auth.sessionKeys()).toEqual(keys);
    expect(await auth.playerEvents(auth.dev, '76561198000000999')).toEqual([]);
  });

  test('a tampered signature is refused by the provider: no session', async () => {
    auth.provider.steamId = '76561198000000106';
    const assertion = await assertionUrl(auth.dev);
    const url = new URL(assertion.url);
    const sig = url.searchParams.get('openid.sig')!;
    url.searchParams.set('openid.sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    const [checks, keys] = [auth.provider.checkAuthenticationCalls, await auth.sessionKeys()];

    const landed = await redeem(auth.dev, { ...assertion, url: url.toString() });
    expect(landed).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });
    expect(auth.provider.checkAuthenticationCalls).toBe(checks + 1);
    expect(await auth.sessionKeys()).toEqual(keys);
    expect(await auth.playerEvents(auth.dev, '76561198000000106')).toEqual([]);
  });

  test('an assertion cannot be replayed', async () => {
    auth.provider.steamId = '76561198000000107';
    const assertion = await assertionUrl(auth.dev);
    expect((await redeem(auth.dev, assertion)).location).toBe('/redirect');
    // even by the browser that started it, its nonce cookie kept
    const again = await redeem(auth.dev, assertion);
    expect(again).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });
  });

  test('a claimed id outside the configured prefix is refused without asking the provider', async () => {
    auth.provider.steamId = '76561198000000108';
    auth.provider.claimedIdBase = `${auth.provider.baseUrl}/elsewhere/id/`;
    try {
      const assertion = await assertionUrl(auth.dev);
      expect(new URL(assertion.url).searchParams.get('openid.claimed_id')).toBe(`${auth.provider.baseUrl}/elsewhere/id/76561198000000108`);
      const [checks, keys] = [auth.provider.checkAuthenticationCalls, await auth.sessionKeys()];
      const landed = await redeem(auth.dev, assertion);
      expect(landed).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });
      expect(auth.provider.checkAuthenticationCalls).toBe(checks);
      expect(await auth.sessionKeys()).toEqual(keys);
    } finally {
      auth.provider.claimedIdBase = auth.provider.claimedIdPrefix;
    }
  });

  test('a cancelled sign-in and a bare return are refused', async () => {
    const cancelled = await visit(
      `${auth.dev.baseUrl}/api/auth/steam/return?openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&openid.mode=cancel`,
    );
    expect(cancelled).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });
    const bareReturn = await visit(`${auth.dev.baseUrl}/api/auth/steam/return`);
    expect(bareReturn).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });
  });

  test('signing in replaces the session id (no fixation): the earlier cookie is dead', async () => {
    const before = await auth.devSignIn({ steam_id: '76561198000000109', display_name: 'Before' });
    expect(before.setCookie).toBeTruthy();
    auth.provider.steamId = '76561198000000110';
    const after = await steamSignIn(auth.dev, { cookie: before.setCookie });
    expect(after.location).toBe('/redirect');
    expect(after.setCookie).toBeTruthy();
    expect(sessionIdOf(after.setCookie!)).not.toBe(sessionIdOf(before.setCookie!));
    expect((await auth.success(auth.dev, before.setCookie)).body).toEqual({ success: false, user: null });
    expect((await auth.success(auth.dev, after.setCookie)).body.user?.id).toBe('76561198000000110');
  });

  test('behind an https proxy named in TRUST_PROXY the cookie is Secure', async () => {
    auth.provider.steamId = '76561198000000111';
    const landed = await followSteamSignIn(auth.prod, { headers: { 'x-forwarded-proto': 'https' } });
    expect(landed.location).toBe('/redirect');
    const raw = rawSetCookie(landed);
    expect(raw).toBeDefined();
    expect(raw!.split(';').map((a) => a.trim().toLowerCase())).toContain('secure');
    expect(await auth.sessionKeys(auth.prod)).toHaveLength(1);
  });

  test('login CSRF: an assertion started in another browser is refused, and the victim stays signed in as themselves', async () => {
    const victim = await auth.devSignIn({ steam_id: '76561198000000112', display_name: 'Victim' });
    // the attacker starts a sign-in in their own browser and keeps the assertion unredeemed
    auth.provider.steamId = '76561198000000113';
    const attackers = await assertionUrl(auth.dev);
    const [checks, keys] = [auth.provider.checkAuthenticationCalls, await auth.sessionKeys()];

    // the victim's browser is made to open it: with its session, without the attacker's nonce cookie
    const opened = await redeem(auth.dev, { ...attackers, cookies: {} }, { cookie: victim.setCookie });
    expect(opened).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });
    // nor with a sign-in of its own under way: its nonce is not the one in the assertion
    const ownStart = await visit(`${auth.dev.baseUrl}/api/auth/steam`, { cookie: victim.setCookie });
    const mixed = await redeem(auth.dev, { ...attackers, cookies: ownStart.cookies }, { cookie: victim.setCookie });
    expect(mixed).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });

    // refused before the provider was asked; the victim is still the victim
    expect(auth.provider.checkAuthenticationCalls).toBe(checks);
    expect(await auth.sessionKeys()).toEqual(keys);
    expect((await auth.success(auth.dev, victim.setCookie)).body.user?.id).toBe('76561198000000112');
    expect(await auth.playerEvents(auth.dev, '76561198000000113')).toEqual([]);
    // the browser that started it can still use it
    expect((await redeem(auth.dev, attackers)).location).toBe('/redirect');
  });

  test('https PUBLIC_URL seen over http (no trusted proxy): the player is told sign-in failed, and the log names TRUST_PROXY', async () => {
    auth.provider.steamId = '76561198000000114';
    const errors = spyOnServiceErrors();
    try {
      // the proxy says https, but it is not trusted: the service sees http and cannot set a Secure cookie
      const landed = await followSteamSignIn(auth.bare, { headers: { 'x-forwarded-proto': 'https' } });
      expect(landed).toMatchObject({ status: 302, location: '/redirect?error=sign_in_unavailable', setCookie: undefined });
      expect(errors.mock.calls.map(([message]) => String(message))).toEqual(expect.arrayContaining([expect.stringMatching(/TRUST_PROXY/)]));
    } finally {
      errors.mockRestore();
    }
    expect(await auth.sessionKeys(auth.bare)).toEqual([]);
    // an assertion brought back all the same (started elsewhere) is refused the same way
    const back = await visit(`${auth.bare.baseUrl}/api/auth/steam/return?openid.mode=id_res`);
    expect(back).toMatchObject({ status: 302, location: '/redirect?error=sign_in_unavailable', setCookie: undefined });
  });
});
