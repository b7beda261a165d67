import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import { SqliteEventStore } from '@arena/eventstore';
import { currentVersionKey, deleteKeysUnder, readModelKeys } from '@arena/read-models';
import { assertionUrl, rawSessionCookie, Service, sessionIdOf, startService, steamSignIn, toService, visit } from '../support/command-service';
import { LocalOpenIdProvider, startLocalOpenIdProvider } from '../support/local-openid-provider';
import { REDIS_URL } from '../support/test-stack';

/**
 * Sign-in and sessions over real HTTP: the command service on a port of its own, a local
 * OpenID 2.0 provider standing in for Steam, the real Redis (a namespace of this run's own,
 * deleted afterwards) and a SQLite event store file in a temp dir.
 */

const RUN = `test-auth-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const SITE = { 'x-requested-with': 'arena' };

const ADMIN_ID = '76561198000000901';
const STATS_ID = '76561198000000902';

describe('sign-in and sessions', () => {
  let dir: string;
  let provider: LocalOpenIdProvider;
  let dev: Service;
  let prod: Service;
  let redis: Redis;
  const devNamespace = `${RUN}-dev`;
  const prodNamespace = `${RUN}-prod`;

  const success = (service: Service, cookie?: string) => visit(`${service.baseUrl}/api/auth/steam/success`, { cookie });
  const devSignIn = (body: unknown, cookie?: string, service = dev) =>
    visit(`${service.baseUrl}/api/auth/dev`, { method: 'POST', body, cookie, headers: SITE });
  const sessionKeys = (namespace = devNamespace) => redis.keys(`${namespace}:sess:*`);
  const playerEvents = async (service: Service, steamId: string) => {
    const store = new SqliteEventStore(service.eventStorePath);
    try {
      return await store.readStream(`player-${steamId}`);
    } finally {
      await store.close();
    }
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-auth-'));
    redis = new Redis(REDIS_URL);
    provider = await startLocalOpenIdProvider();
    const steamEnv = {
      STEAM_OPENID_PROVIDER: provider.endpoint,
      STEAM_CLAIMED_ID_PREFIX: provider.claimedIdPrefix,
      ADMIN_STEAM_IDS: ADMIN_ID,
      STATS_STEAM_IDS: STATS_ID,
    };
    dev = await startService(dir, { ...steamEnv, READ_MODEL_NAMESPACE: devNamespace });
    prod = await startService(dir, {
      ...steamEnv,
      READ_MODEL_NAMESPACE: prodNamespace,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://arena.test',
      SERVER_KEYS: 'prod:a-production-server-key',
      SESSION_SECRET: 'a-production-session-secret-of-at-least-32-chars',
    });
  });

  afterAll(async () => {
    await dev?.app.close();
    await prod?.app.close();
    await provider?.close();
    if (redis) {
      await deleteKeysUnder(redis, `${devNamespace}:`);
      await deleteKeysUnder(redis, `${prodNamespace}:`);
      redis.disconnect();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('Steam OpenID 2.0', () => {
    test('the full flow: to the provider, back, verified with check_authentication, signed in', async () => {
      provider.steamId = '76561198000000101';
      const checksBefore = provider.checkAuthenticationCalls;

      const start = await visit(`${dev.baseUrl}/api/auth/steam`);
      expect(start.status).toBe(302);
      expect(start.setCookie).toBeUndefined();
      const request = new URL(start.location!);
      expect(`${request.origin}${request.pathname}`).toBe(provider.endpoint);
      expect(request.searchParams.get('openid.mode')).toBe('checkid_setup');
      expect(request.searchParams.get('openid.return_to')).toBe(`${dev.baseUrl}/api/auth/steam/return`);
      expect(request.searchParams.get('openid.realm')).toBe(`${dev.baseUrl}/`);

      const atProvider = await visit(start.location!);
      expect(atProvider.status).toBe(302);
      const back = new URL(atProvider.location!);
      expect(back.pathname).toBe('/api/auth/steam/return');
      expect(back.searchParams.get('openid.claimed_id')).toBe(`${provider.claimedIdPrefix}76561198000000101`);

      const landed = await visit(atProvider.location!);
      expect(landed.status).toBe(302);
      expect(landed.location).toBe('/redirect');
      expect(landed.setCookie).toBeTruthy();
      // the service asked the provider, once, and the provider confirmed
      expect(provider.checkAuthenticationCalls).toBe(checksBefore + 1);

      const me = await success(dev, landed.setCookie);
      expect(me).toMatchObject({
        status: 200,
        body: {
          success: true,
          user: { id: '76561198000000101', isAdmin: false, displayName: '76561198000000101', photos: [], userType: 'PLAYER' },
        },
      });
    });

    test('the session cookie is httpOnly, SameSite=Lax, path /, 30 days; not Secure over http', async () => {
      provider.steamId = '76561198000000102';
      const raw = await rawSessionCookie(toService(dev, await assertionUrl(dev)), {});
      expect(raw).toBeDefined();
      const attributes = raw!.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
      expect(attributes.some((a) => a === 'secure')).toBe(false);
      const expires = Date.parse(attributes.find((a) => a.startsWith('expires='))!.slice('expires='.length));
      expect(expires - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
    });

    test('the session is stored in Redis under the namespace prefix, expiring with its cookie', async () => {
      provider.steamId = '76561198000000103';
      const landed = await steamSignIn(dev);
      const key = `${devNamespace}:sess:${sessionIdOf(landed.setCookie!)}`;
      expect(await sessionKeys()).toContain(key);
      expect(JSON.parse((await redis.get(key))!)).toMatchObject({ steamId: '76561198000000103', displayName: '76561198000000103' });
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(30 * 24 * 3600 - 60);
      expect(ttl).toBeLessThanOrEqual(30 * 24 * 3600);
    });

    test('the player is registered on first sign-in, once', async () => {
      provider.steamId = '76561198000000104';
      expect(await playerEvents(dev, '76561198000000104')).toEqual([]);
      await steamSignIn(dev);
      await steamSignIn(dev);
      const events = await playerEvents(dev, '76561198000000104');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        type: 'PlayerRegistered',
        data: { steamId: '76561198000000104', displayName: '76561198000000104', via: 'sign_in' },
        metadata: { actor: '76561198000000104' },
      });
    });

    test('a tampered claimed id is refused by the provider: no session', async () => {
      provider.steamId = '76561198000000105';
      const url = new URL(await assertionUrl(dev));
      const forged = `${provider.claimedIdPrefix}76561198000000999`;
      url.searchParams.set('openid.claimed_id', forged);
      url.searchParams.set('openid.identity', forged);
      const [checks, confirmed, keys] = [provider.checkAuthenticationCalls, provider.confirmedAssertions, await sessionKeys()];

      const landed = await visit(url.toString());
      expect(landed).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });
      // it looked fine locally, so the service asked; the provider said no
      expect(provider.checkAuthenticationCalls).toBe(checks + 1);
      expect(provider.confirmedAssertions).toBe(confirmed);
      expect(await sessionKeys()).toEqual(keys);
      expect(await playerEvents(dev, '76561198000000999')).toEqual([]);
    });

    test('a tampered signature is refused by the provider: no session', async () => {
      provider.steamId = '76561198000000106';
      const url = new URL(await assertionUrl(dev));
      const sig = url.searchParams.get('openid.sig')!;
      url.searchParams.set('openid.sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
      const [checks, keys] = [provider.checkAuthenticationCalls, await sessionKeys()];

      const landed = await visit(url.toString());
      expect(landed).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });
      expect(provider.checkAuthenticationCalls).toBe(checks + 1);
      expect(await sessionKeys()).toEqual(keys);
      expect(await playerEvents(dev, '76561198000000106')).toEqual([]);
    });

    test('an assertion cannot be replayed', async () => {
      provider.steamId = '76561198000000107';
      const url = await assertionUrl(dev);
      expect((await visit(url)).location).toBe('/redirect');
      const again = await visit(url);
      expect(again).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });
    });

    test('a claimed id outside the configured prefix is refused without asking the provider', async () => {
      provider.steamId = '76561198000000108';
      provider.claimedIdBase = `${provider.baseUrl}/elsewhere/id/`;
      try {
        const url = await assertionUrl(dev);
        expect(new URL(url).searchParams.get('openid.claimed_id')).toBe(`${provider.baseUrl}/elsewhere/id/76561198000000108`);
        const [checks, keys] = [provider.checkAuthenticationCalls, await sessionKeys()];
        const landed = await visit(url);
        expect(landed).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });
        expect(provider.checkAuthenticationCalls).toBe(checks);
        expect(await sessionKeys()).toEqual(keys);
      } finally {
        provider.claimedIdBase = provider.claimedIdPrefix;
      }
    });

    test('a cancelled sign-in and a bare return are refused', async () => {
      const cancelled = await visit(`${dev.baseUrl}/api/auth/steam/return?openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&openid.mode=cancel`);
      expect(cancelled).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });
      const bare = await visit(`${dev.baseUrl}/api/auth/steam/return`);
      expect(bare).toMatchObject({ status: 302, location: '/redirect?error=sign_in_failed', setCookie: undefined });
    });

    test('signing in replaces the session id (no fixation): the earlier cookie is dead', async () => {
      const before = await devSignIn({ steam_id: '76561198000000109', display_name: 'Before' });
      expect(before.setCookie).toBeTruthy();
      provider.steamId = '76561198000000110';
      const after = await steamSignIn(dev, { cookie: before.setCookie });
      expect(after.location).toBe('/redirect');
      expect(after.setCookie).toBeTruthy();
      expect(sessionIdOf(after.setCookie!)).not.toBe(sessionIdOf(before.setCookie!));
      expect((await success(dev, before.setCookie)).body).toEqual({ success: false, user: null });
      expect((await success(dev, after.setCookie)).body.user.id).toBe('76561198000000110');
    });

    test('behind https the cookie is Secure', async () => {
      provider.steamId = '76561198000000111';
      const url = await assertionUrl(prod);
      expect(new URL(url).origin).toBe('https://arena.test');
      const raw = await rawSessionCookie(toService(prod, url), { headers: { 'x-forwarded-proto': 'https' } });
      expect(raw).toBeDefined();
      expect(raw!.split(';').map((a) => a.trim().toLowerCase())).toContain('secure');
      expect(await sessionKeys(prodNamespace)).toHaveLength(1);
    });
  });

  describe('dev sign-in', () => {
    test('works in development and answers the success body; the player is registered under the chosen name', async () => {
      expect((await visit(`${dev.baseUrl}/api/auth/config`)).body).toEqual({ dev_sign_in: true, steam_sign_in: true });
      const signedIn = await devSignIn({ steam_id: '76561198000000201', display_name: 'Ann' });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toEqual({
        success: true,
        user: { id: '76561198000000201', isAdmin: false, displayName: 'Ann', photos: [], userType: 'PLAYER' },
      });
      expect(signedIn.setCookie).toBeTruthy();
      expect((await success(dev, signedIn.setCookie)).body).toEqual(signedIn.body);
      const events = await playerEvents(dev, '76561198000000201');
      expect(events.map((e) => [e.type, e.data])).toEqual([['PlayerRegistered', { steamId: '76561198000000201', displayName: 'Ann', via: 'sign_in' }]]);
    });

    test('bad input is 400 invalid_payload', async () => {
      for (const body of [
        { steam_id: 'abc', display_name: 'Ann' },
        { steam_id: '7656', display_name: '' },
        { steam_id: '7656', display_name: 'x'.repeat(33) },
        { display_name: 'Ann' },
        {},
      ]) {
        const answer = await devSignIn(body);
        expect(answer.status).toBe(400);
        expect(answer.body.error.code).toBe('invalid_payload');
        expect(answer.setCookie).toBeUndefined();
      }
    });

    test('is refused with 403 dev_sign_in_disabled in production', async () => {
      expect((await visit(`${prod.baseUrl}/api/auth/config`)).body).toEqual({ dev_sign_in: false, steam_sign_in: true });
      const refused = await devSignIn({ steam_id: '76561198000000202', display_name: 'Mallory' }, undefined, prod);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('dev_sign_in_disabled');
      expect(refused.setCookie).toBeUndefined();
      expect(await playerEvents(prod, '76561198000000202')).toEqual([]);
    });
  });

  describe('the signed-in user', () => {
    test('user types come from ADMIN_STEAM_IDS and STATS_STEAM_IDS', async () => {
      const admin = await devSignIn({ steam_id: ADMIN_ID, display_name: 'Boss' });
      expect(admin.body.user).toMatchObject({ id: ADMIN_ID, isAdmin: true, userType: 'ADMIN' });
      const stats = await devSignIn({ steam_id: STATS_ID, display_name: 'Numbers' });
      expect(stats.body.user).toMatchObject({ id: STATS_ID, isAdmin: false, userType: 'STATS_GUY' });
      expect((await success(dev, admin.setCookie)).body.user.userType).toBe('ADMIN');
    });

    test("the profile's username and avatar win over the session's name", async () => {
      const signedIn = await devSignIn({ steam_id: '76561198000000301', display_name: 'Old name' });
      const keys = readModelKeys(devNamespace, (await redis.get(currentVersionKey(devNamespace)))!);
      await redis.hset(keys.player('76561198000000301'), {
        steam_id: '76561198000000301',
        username: 'Name from games',
        avatar: 'https://avatars.example/301.jpg',
        created_at: new Date().toISOString(),
      });
      expect((await success(dev, signedIn.setCookie)).body.user).toEqual({
        id: '76561198000000301',
        isAdmin: false,
        displayName: 'Name from games',
        photos: [{ value: 'https://avatars.example/301.jpg' }],
        userType: 'PLAYER',
      });
    });

    test('visitors get success: false, and cost no session work in Redis', async () => {
      const monitor = await redis.monitor();
      const sessionCommands: string[] = [];
      monitor.on('monitor', (_time: string, args: string[]) => {
        if (args.some((arg) => String(arg).includes(`${devNamespace}:sess:`))) sessionCommands.push(args.join(' '));
      });
      try {
        const visitor = await success(dev);
        expect(visitor).toMatchObject({ status: 200, body: { success: false, user: null }, setCookie: undefined });
        expect((await visit(`${dev.baseUrl}/api/auth/config`)).setCookie).toBeUndefined();
        expect((await visit(`${dev.baseUrl}/api/players/76561198000000301`)).setCookie).toBeUndefined();
        // a marker command, so that everything before it has surely been seen
        await redis.get(`${devNamespace}:sess:marker`);
        for (let i = 0; i < 50 && !sessionCommands.some((c) => c.includes('marker')); i++) await new Promise((r) => setTimeout(r, 20));
        expect(sessionCommands.filter((c) => !c.includes('marker'))).toEqual([]);
      } finally {
        monitor.disconnect();
      }
    });
  });

  describe('sign-out and CSRF', () => {
    test('sign-out destroys the session and clears the cookie', async () => {
      const signedIn = await devSignIn({ steam_id: '76561198000000401', display_name: 'Leaving' });
      const key = `${devNamespace}:sess:${sessionIdOf(signedIn.setCookie!)}`;
      expect(await redis.exists(key)).toBe(1);

      const out = await visit(`${dev.baseUrl}/api/auth/logout`, { method: 'POST', cookie: signedIn.setCookie, headers: { ...SITE, origin: dev.baseUrl } });
      expect(out).toMatchObject({ status: 200, body: { success: true }, setCookie: '' });
      expect(await redis.exists(key)).toBe(0);
      // a client that kept the cookie is a visitor now
      expect((await success(dev, signedIn.setCookie)).body).toEqual({ success: false, user: null });
    });

    test('sign-out without a session answers success too', async () => {
      const out = await visit(`${dev.baseUrl}/api/auth/logout`, { method: 'POST', headers: SITE });
      expect(out).toMatchObject({ status: 200, body: { success: true } });
    });

    test('a POST with the session cookie but without x-requested-with is refused 403; the session survives', async () => {
      const signedIn = await devSignIn({ steam_id: '76561198000000402', display_name: 'Staying' });
      const refused = await visit(`${dev.baseUrl}/api/auth/logout`, { method: 'POST', cookie: signedIn.setCookie });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: { code: 'csrf_rejected', message: expect.any(String) } });
      expect((await success(dev, signedIn.setCookie)).body.user.id).toBe('76561198000000402');
    });

    test('a POST with the session cookie from another origin is refused 403, even with x-requested-with', async () => {
      const signedIn = await devSignIn({ steam_id: '76561198000000403', display_name: 'Staying' });
      const refused = await visit(`${dev.baseUrl}/api/auth/logout`, {
        method: 'POST',
        cookie: signedIn.setCookie,
        headers: { ...SITE, origin: 'https://evil.example' },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('csrf_rejected');
      const swapped = await devSignIn({ steam_id: '76561198000000404', display_name: 'Mallory' }, signedIn.setCookie);
      expect(swapped.status).toBe(200);
      // with x-requested-with the site's own request goes through; without it would not
      const forged = await visit(`${dev.baseUrl}/api/auth/dev`, {
        method: 'POST',
        cookie: signedIn.setCookie,
        body: { steam_id: '76561198000000405', display_name: 'Mallory' },
      });
      expect(forged.status).toBe(403);
    });

    test('game servers (no session cookie) are not affected', async () => {
      const answer = await visit(`${dev.baseUrl}/api/games/players`, { method: 'POST', body: { data: '{}' }, headers: { 'x-server-key': 'nope' } });
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('invalid_server_key');
    });
  });

  describe('documentation', () => {
    test('the OpenAPI document lists the sign-in endpoints', async () => {
      const docs = await visit(`${dev.baseUrl}/api/docs-json`);
      expect(docs.status).toBe(200);
      expect(Object.keys(docs.body.paths)).toEqual(
        expect.arrayContaining(['/api/auth/config', '/api/auth/steam', '/api/auth/steam/return', '/api/auth/dev', '/api/auth/steam/success', '/api/auth/logout']),
      );
    });
  });
});
