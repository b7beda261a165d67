import { expect } from '@jest/globals';
import { currentVersionKey, readModelKeys } from '@arena/read-models';
import type { OpenApiDocument } from '@arena/contract';
import { errorOf, sessionIdOf, visit } from '../support/command-service';
import { ADMIN_ID, authServicesForTests, STATS_ID } from '../support/auth-services';

/**
 * Sessions over real HTTP: the dev sign-in, who is signed in, sign-out, and the CSRF defences
 * (JSON bodies only, the Origin check, the site's header with the session cookie, forwarded
 * headers trusted only from TRUST_PROXY). The services of `startAuthServices`.
 */

describe('sessions', () => {
  const auth = authServicesForTests();

  describe('dev sign-in', () => {
    test('works in development and answers the success body; the player is registered under the chosen name', async () => {
      expect((await visit(`${auth.dev.baseUrl}/api/auth/config`)).body).toEqual({ dev_sign_in: true, steam_sign_in: true });
      const signedIn = await auth.devSignIn({ steam_id: '76561198000000201', display_name: 'Ann' });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toEqual({
        success: true,
        user: {
          id: '76561198000000201',
          isAdmin: false,
          displayName: 'Ann',
          photos: ['small', 'medium', 'full'].map((size) => ({ value: `/api/players/76561198000000201/avatar?size=${size}` })),
          userType: 'PLAYER',
        },
      });
      expect(signedIn.setCookie).toBeTruthy();
      expect((await auth.success(auth.dev, signedIn.setCookie)).body).toEqual(signedIn.body);
      const events = await auth.playerEvents(auth.dev, '76561198000000201');
      expect(events.slice(0, 3).map((e) => [e.type, e.data])).toEqual([
        ['PlayerRegistered', { steamId: '76561198000000201', displayName: 'Ann', via: 'sign_in' }],
        [
          'ItemsGranted',
          {
            items: [
              { itemId: 'avatar_default', count: 1 },
              { itemId: 'chest_basic', count: 1 },
            ],
            reason: 'registration',
            ref: null,
          },
        ],
        ['ItemEquipped', { itemId: 'avatar_default', group: 'avatar_frame', replaced: null }],
      ]);
      // the sign-in is the day's visit towards the login rewards, and the new player gets two daily quests
      expect(events.slice(3).map((e) => e.type)).toEqual(['LoginDayCompleted', 'DailyQuestAssigned', 'DailyQuestAssigned']);
    });

    test('bad input is 400 invalid_payload', async () => {
      for (const body of [
        { steam_id: 'abc', display_name: 'Ann' },
        { steam_id: '7656', display_name: '' },
        { steam_id: '7656', display_name: 'x'.repeat(33) },
        // digits, but no account's SteamID64: its profile could never be read back
        { steam_id: '123', display_name: 'Ann' },
        { steam_id: '76561197960265728', display_name: 'Ann' },
        { display_name: 'Ann' },
        {},
      ]) {
        const answer = await auth.devSignIn(body);
        expect(answer.status).toBe(400);
        expect(errorOf(answer)?.code).toBe('invalid_payload');
        expect(answer.setCookie).toBeUndefined();
      }
    });

    test('a cross-site form post cannot sign a browser in: JSON only, and a foreign Origin is refused without a cookie too', async () => {
      const url = `${auth.dev.baseUrl}/api/auth/dev`;
      const form = 'steam_id=76561198000000203&display_name=Mallory';
      const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
      // what a form on evil.example posts: urlencoded, its Origin, no cookie
      const attack = await visit(url, { method: 'POST', rawBody: form, headers: { ...urlencoded, origin: 'https://evil.example' } });
      expect(attack.status).toBe(403);
      expect(errorOf(attack)?.code).toBe('csrf_rejected');
      expect(attack.setCookie).toBeUndefined();
      // each guard on its own: a form body is refused from anywhere, a foreign Origin whatever the body
      const formFromSite = await visit(url, { method: 'POST', rawBody: form, headers: { ...urlencoded, origin: auth.dev.baseUrl } });
      expect([formFromSite.status, errorOf(formFromSite)?.code, formFromSite.setCookie]).toEqual([
        415,
        'unsupported_media_type',
        undefined,
      ]);
      const textPlain = await visit(url, {
        method: 'POST',
        rawBody: '{"steam_id":"76561198000000203","display_name":"Mallory"}',
        headers: { 'content-type': 'text/plain' },
      });
      expect([textPlain.status, errorOf(textPlain)?.code, textPlain.setCookie]).toEqual([415, 'unsupported_media_type', undefined]);
      const jsonFromElsewhere = await visit(url, {
        method: 'POST',
        body: { steam_id: '76561198000000203', display_name: 'Mallory' },
        headers: { origin: 'https://evil.example' },
      });
      expect([jsonFromElsewhere.status, errorOf(jsonFromElsewhere)?.code, jsonFromElsewhere.setCookie]).toEqual([
        403,
        'csrf_rejected',
        undefined,
      ]);
      expect(await auth.playerEvents(auth.dev, '76561198000000203')).toEqual([]);
      // game servers send no Origin: still fine
      expect(
        (
          await visit(`${auth.dev.baseUrl}/api/games/players`, {
            method: 'POST',
            body: { data: '{}' },
            headers: { 'x-server-key': 'nope' },
          })
        ).status,
      ).toBe(401);
    });

    test('is refused with 403 dev_sign_in_disabled in production', async () => {
      expect((await visit(`${auth.prod.baseUrl}/api/auth/config`)).body).toEqual({ dev_sign_in: false, steam_sign_in: true });
      const refused = await auth.devSignIn({ steam_id: '76561198000000202', display_name: 'Mallory' }, undefined, auth.prod);
      expect(refused.status).toBe(403);
      expect(errorOf(refused)?.code).toBe('dev_sign_in_disabled');
      expect(refused.setCookie).toBeUndefined();
      expect(await auth.playerEvents(auth.prod, '76561198000000202')).toEqual([]);
    });
  });

  describe('the signed-in user', () => {
    test('user types come from ADMIN_STEAM_IDS and STATS_STEAM_IDS', async () => {
      const admin = await auth.devSignIn({ steam_id: ADMIN_ID, display_name: 'Boss' });
      expect(admin.body.user).toMatchObject({ id: ADMIN_ID, isAdmin: true, userType: 'ADMIN' });
      const stats = await auth.devSignIn({ steam_id: STATS_ID, display_name: 'Numbers' });
      expect(stats.body.user).toMatchObject({ id: STATS_ID, isAdmin: false, userType: 'STATS_GUY' });
      expect((await auth.success(auth.dev, admin.setCookie)).body.user?.userType).toBe('ADMIN');
    });

    test("the profile's username and avatar win over the session's name", async () => {
      const signedIn = await auth.devSignIn({ steam_id: '76561198000000301', display_name: 'Old name' });
      const keys = readModelKeys(auth.devNamespace, (await auth.redis.get(currentVersionKey(auth.devNamespace)))!);
      await auth.redis.hset(keys.player('76561198000000301'), {
        steam_id: '76561198000000301',
        username: 'Name from games',
        avatar: 'https://avatars.steamstatic.com/fef49e7fa7e1997310d705b2a6158ff8dc1cdfeb_full.jpg',
        created_at: new Date().toISOString(),
      });
      expect((await auth.success(auth.dev, signedIn.setCookie)).body.user).toEqual({
        id: '76561198000000301',
        isAdmin: false,
        displayName: 'Name from games',
        // Steam's three sizes of the same picture; the third is the full one a client shows
        photos: [
          { value: 'https://avatars.steamstatic.com/fef49e7fa7e1997310d705b2a6158ff8dc1cdfeb.jpg' },
          { value: 'https://avatars.steamstatic.com/fef49e7fa7e1997310d705b2a6158ff8dc1cdfeb_medium.jpg' },
          { value: 'https://avatars.steamstatic.com/fef49e7fa7e1997310d705b2a6158ff8dc1cdfeb_full.jpg' },
        ],
        userType: 'PLAYER',
      });
    });

    test("a client reading photos[2].value gets an image: the player's generated avatar at Steam's full size", async () => {
      const signedIn = await auth.devSignIn({ steam_id: '76561198000000302', display_name: 'Sun Fan' });
      const photos = signedIn.body.user!.photos;
      expect(photos).toHaveLength(3);
      // this stack runs no projector: the profile the avatar is drawn from is written here
      const keys = readModelKeys(auth.devNamespace, (await auth.redis.get(currentVersionKey(auth.devNamespace)))!);
      await auth.redis.hset(keys.player('76561198000000302'), { steam_id: '76561198000000302', username: 'Sun Fan' });
      const full = await visit<string>(`${auth.dev.baseUrl}${photos[2].value}`);
      expect(full.status).toBe(200);
      expect(full.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(full.body).toMatch(/^<svg [^>]*width="184" height="184"/);
      expect(full.body).toContain('>SF</text>');
      expect((await visit<string>(`${auth.dev.baseUrl}${photos[0].value}`)).body).toMatch(/width="32"/);
      // a name is text in the picture, never markup
      await auth.redis.hset(keys.player('76561198000000302'), { username: '<b>x' });
      expect((await visit<string>(`${auth.dev.baseUrl}${photos[1].value}`)).body).toContain('>&lt;</text>');
      // a player the read models do not know: the last digits of the id
      expect((await visit<string>(`${auth.dev.baseUrl}/api/players/76561198000000399/avatar`)).body).toContain('>99</text>');
      const wrong = await visit(`${auth.dev.baseUrl}/api/players/76561198000000302/avatar?size=huge`);
      expect([wrong.status, errorOf(wrong)?.code]).toEqual([400, 'invalid_payload']);
    });

    test('visitors get success: false, and cost no session work in Redis', async () => {
      const monitor = await auth.redis.monitor();
      const sessionCommands: string[] = [];
      monitor.on('monitor', (_time: string, args: string[]) => {
        if (args.some((arg) => String(arg).includes(`${auth.devNamespace}:sess:`))) sessionCommands.push(args.join(' '));
      });
      try {
        const visitor = await auth.success(auth.dev);
        expect(visitor).toMatchObject({ status: 200, body: { success: false, user: null }, setCookie: undefined });
        expect((await visit(`${auth.dev.baseUrl}/api/auth/config`)).setCookie).toBeUndefined();
        expect((await visit(`${auth.dev.baseUrl}/api/players/76561198000000301`)).setCookie).toBeUndefined();
        // a marker command, so that everything before it has surely been seen
        await auth.redis.get(`${auth.devNamespace}:sess:marker`);
        for (let i = 0; i < 50 && !sessionCommands.some((c) => c.includes('marker')); i++) await new Promise((r) => setTimeout(r, 20));
        expect(sessionCommands.filter((c) => !c.includes('marker'))).toEqual([]);
      } finally {
        monitor.disconnect();
      }
    });
  });

  describe('sign-out and CSRF', () => {
    test('sign-out destroys the session and clears the cookie', async () => {
      const signedIn = await auth.devSignIn({ steam_id: '76561198000000401', display_name: 'Leaving' });
      const key = `${auth.devNamespace}:sess:${sessionIdOf(signedIn.setCookie!)}`;
      expect(await auth.redis.exists(key)).toBe(1);

      const out = await visit(`${auth.dev.baseUrl}/api/auth/logout`, {
        method: 'POST',
        cookie: signedIn.setCookie,
        headers: { origin: auth.dev.baseUrl },
      });
      expect(out).toMatchObject({ status: 200, body: { success: true }, setCookie: '' });
      expect(await auth.redis.exists(key)).toBe(0);
      // a client that kept the cookie is a visitor now
      expect((await auth.success(auth.dev, signedIn.setCookie)).body).toEqual({ success: false, user: null });
    });

    test('sign-out without a session answers success too', async () => {
      const out = await visit(`${auth.dev.baseUrl}/api/auth/logout`, { method: 'POST' });
      expect(out).toMatchObject({ status: 200, body: { success: true } });
    });

    test('a POST with the session cookie that names no origin (neither Origin nor Referer) is refused 403; the session survives', async () => {
      const signedIn = await auth.devSignIn({ steam_id: '76561198000000402', display_name: 'Staying' });
      const refused = await visit(`${auth.dev.baseUrl}/api/auth/logout`, { method: 'POST', cookie: signedIn.setCookie });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: { code: 'csrf_rejected', message: expect.any(String) } });
      expect((await auth.success(auth.dev, signedIn.setCookie)).body.user?.id).toBe('76561198000000402');
    });

    test('a POST with the session cookie from another origin is refused 403, by Origin or, without it, by Referer', async () => {
      const signedIn = await auth.devSignIn({ steam_id: '76561198000000403', display_name: 'Staying' });
      const foreign: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { referer: 'https://evil.example/page' },
        { origin: 'null' },
      ];
      for (const headers of foreign) {
        const refused = await visit(`${auth.dev.baseUrl}/api/auth/logout`, { method: 'POST', cookie: signedIn.setCookie, headers });
        expect([refused.status, errorOf(refused)?.code]).toEqual([403, 'csrf_rejected']);
      }
      // a forged sign-in (no cookie needed) from another site is refused too
      const swapped = await visit(`${auth.dev.baseUrl}/api/auth/dev`, {
        method: 'POST',
        cookie: signedIn.setCookie,
        headers: { origin: 'https://evil.example' },
        body: { steam_id: '76561198000000405', display_name: 'Mallory' },
      });
      expect(swapped.status).toBe(403);
      expect((await auth.success(auth.dev, signedIn.setCookie)).body.user?.id).toBe('76561198000000403');
    });

    test("the site's own request needs no custom header: its Origin, or its Referer when a browser sends no Origin", async () => {
      const byOrigin = await auth.devSignIn({ steam_id: '76561198000000407', display_name: 'Leaving' });
      const out = await visit(`${auth.dev.baseUrl}/api/auth/logout`, {
        method: 'POST',
        cookie: byOrigin.setCookie,
        headers: { origin: auth.dev.baseUrl },
      });
      expect(out).toMatchObject({ status: 200, body: { success: true } });
      const byReferer = await auth.devSignIn({ steam_id: '76561198000000408', display_name: 'Leaving' });
      const viaReferer = await visit(`${auth.dev.baseUrl}/api/auth/logout`, {
        method: 'POST',
        cookie: byReferer.setCookie,
        headers: { referer: `${auth.dev.baseUrl}/profile?tab=1` },
      });
      expect(viaReferer).toMatchObject({ status: 200, body: { success: true } });
      expect((await auth.success(auth.dev, byReferer.setCookie)).body).toEqual({ success: false, user: null });
    });

    test("GET /api/auth/logout (the live site's sign-out link) ends the session and redirects home", async () => {
      const signedIn = await auth.devSignIn({ steam_id: '76561198000000409', display_name: 'Leaving' });
      const key = `${auth.devNamespace}:sess:${sessionIdOf(signedIn.setCookie!)}`;
      const out = await visit(`${auth.dev.baseUrl}/api/auth/logout`, { cookie: signedIn.setCookie });
      expect(out.status).toBe(302);
      expect(out.headers.get('location')).toBe('/');
      expect(await auth.redis.exists(key)).toBe(0);
      expect((await auth.success(auth.dev, signedIn.setCookie)).body).toEqual({ success: false, user: null });
    });

    test('forwarded headers count only from a proxy named in TRUST_PROXY: a forged X-Forwarded-Host cannot pass the Origin check', async () => {
      const signedIn = await auth.devSignIn({ steam_id: '76561198000000406', display_name: 'Staying' });
      const forged = await visit(`${auth.dev.baseUrl}/api/auth/logout`, {
        method: 'POST',
        cookie: signedIn.setCookie,
        headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(forged.status).toBe(403);
      expect(errorOf(forged)?.code).toBe('csrf_rejected');
      expect((await auth.success(auth.dev, signedIn.setCookie)).body.user?.id).toBe('76561198000000406');
    });

    test('game servers (no session cookie) are not affected', async () => {
      const answer = await visit(`${auth.dev.baseUrl}/api/games/players`, {
        method: 'POST',
        body: { data: '{}' },
        headers: { 'x-server-key': 'nope' },
      });
      expect(answer.status).toBe(401);
      expect(errorOf(answer)?.code).toBe('invalid_server_key');
    });
  });

  describe('documentation', () => {
    test('the OpenAPI document lists the sign-in endpoints', async () => {
      const docs = await visit<OpenApiDocument>(`${auth.dev.baseUrl}/api/docs-json`);
      expect(docs.status).toBe(200);
      expect(Object.keys(docs.body.paths ?? {})).toEqual(
        expect.arrayContaining([
          '/api/auth/config',
          '/api/auth/steam',
          '/api/auth/steam/return',
          '/api/auth/dev',
          '/api/auth/steam/success',
          '/api/auth/logout',
        ]),
      );
    });
  });
});
