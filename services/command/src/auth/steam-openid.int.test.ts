import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignInFailed, SteamOpenId, steamIdFromClaimedId } from './steam-openid';

const PREFIX = 'https://steamcommunity.com/openid/id/';

describe('claimed ids', () => {
  test('only {prefix}{steam id} is accepted', () => {
    expect(steamIdFromClaimedId(`${PREFIX}76561197960287930`, PREFIX)).toBe('76561197960287930');
    for (const claimed of [
      'https://evil.example/openid/id/76561197960287930',
      'http://steamcommunity.com/openid/id/76561197960287930',
      `${PREFIX}76561197960287930/`,
      `${PREFIX}76561197960287930?x=1`,
      `${PREFIX}76561197960287930#f`,
      `${PREFIX}7656119796028793x`,
      `${PREFIX}123`,
      // 17 digits, but account 0 and a number past the individual accounts' range
      `${PREFIX}76561197960265728`,
      `${PREFIX}99999999999999999`,
      `${PREFIX}`,
      `${PREFIX}../76561197960287930`,
    ]) {
      expect(steamIdFromClaimedId(claimed, PREFIX)).toBeNull();
    }
  });
});

describe('Steam OpenID', () => {
  // a provider that records every request: assertions refused locally must not reach it
  let requests = 0;
  /** What the provider answers to check_authentication; null: nothing, ever. */
  let answer: string | null = 'ns:http://specs.openid.net/auth/2.0\nis_valid:true\n';
  let lastBody: URLSearchParams | null = null;
  let lastContentType: string | undefined;
  let server: http.Server;
  let steam: SteamOpenId;
  let endpoint: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests++;
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        lastBody = new URLSearchParams(body);
        lastContentType = req.headers['content-type'];
        if (answer !== null) res.writeHead(200, { 'content-type': 'text/plain' }).end(answer);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openid/login`;
    steam = new SteamOpenId({ publicUrl: 'https://arena.example', steamOpenIdProvider: endpoint, steamClaimedIdPrefix: PREFIX });
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  test('the authentication URL is a checkid_setup with identifier_select, our return URL with the nonce, and the realm', () => {
    const url = new URL(steam.authenticationUrl('nonce-1'));
    expect(`${url.origin}${url.pathname}`).toBe(endpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.return_to': 'https://arena.example/api/auth/steam/return?state=nonce-1',
      'openid.realm': 'https://arena.example/',
    });
  });

  const claimed = `${PREFIX}76561197960287930`;
  /** A positive assertion as Steam sends it back, with a fresh response nonce. */
  const assertion = (): Record<string, string> => ({
    'openid.ns': 'http://specs.openid.net/auth/2.0',
    'openid.mode': 'id_res',
    'openid.op_endpoint': endpoint,
    'openid.claimed_id': claimed,
    'openid.identity': claimed,
    'openid.return_to': 'https://arena.example/api/auth/steam/return?state=nonce-1',
    'openid.response_nonce': `${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}abc`,
    'openid.assoc_handle': '1234567890',
    'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    'openid.sig': 'c2ln',
  });

  test('assertions that are wrong on their face are refused without asking anyone', async () => {
    const good = assertion();
    const variants: Array<[string, Record<string, string>]> = [
      ['cancelled', { ...good, 'openid.mode': 'cancel' }],
      ['another mode', { ...good, 'openid.mode': 'checkid_setup' }],
      ['OpenID 1', { ...good, 'openid.ns': 'http://openid.net/signon/1.1' }],
      ['another provider', { ...good, 'openid.op_endpoint': 'https://evil.example/openid/login' }],
      [
        'claimed id elsewhere',
        {
          ...good,
          'openid.claimed_id': 'https://evil.example/id/76561197960287930',
          'openid.identity': 'https://evil.example/id/76561197960287930',
        },
      ],
      ['identity differs', { ...good, 'openid.identity': `${PREFIX}76561197960287931` }],
      ['another return URL', { ...good, 'openid.return_to': 'https://evil.example/api/auth/steam/return?state=nonce-1' }],
      ['a return URL with another nonce', { ...good, 'openid.return_to': 'https://arena.example/api/auth/steam/return?state=nonce-2' }],
      ['claimed id unsigned', { ...good, 'openid.signed': 'signed,op_endpoint,identity,return_to,response_nonce,assoc_handle' }],
      ['no signature', { ...good, 'openid.sig': '' }],
      ['a stale response nonce', { ...good, 'openid.response_nonce': '2020-01-01T00:00:00Zabc' }],
      ['a malformed response nonce', { ...good, 'openid.response_nonce': 'abc' }],
    ];
    const refusal = (url: string, held: string | null) =>
      steam.verify(url, held).then(
        () => 'accepted',
        (error: unknown) => (error instanceof SignInFailed ? 'refused' : `failed: ${String(error)}`),
      );
    for (const [what, params] of variants) {
      const url = `/api/auth/steam/return?state=nonce-1&${new URLSearchParams(params).toString()}`;
      const outcome = await steam.verify(url, 'nonce-1').then(
        () => 'accepted',
        (error: unknown) => (error instanceof SignInFailed ? 'refused' : `failed: ${String(error)}`),
      );
      expect([what, outcome]).toEqual([what, 'refused']);
    }
    // started in another browser: this one holds no nonce, or another one
    const fine = `/api/auth/steam/return?state=nonce-1&${new URLSearchParams(good).toString()}`;
    expect([await refusal(fine, null), await refusal(fine, 'nonce-2'), await refusal(fine, '')]).toEqual(['refused', 'refused', 'refused']);
    const repeated = `${fine}&openid.claimed_id=${encodeURIComponent('https://evil.example/x')}`;
    await expect(steam.verify(repeated, 'nonce-1')).rejects.toThrow(/Repeated parameter/);
    expect(requests).toBe(0);
  });

  test('an assertion that passes the local checks is confirmed by a check_authentication POST of its fields', async () => {
    const before = requests;
    const fields = assertion();
    const url = `/api/auth/steam/return?state=nonce-1&${new URLSearchParams(fields).toString()}`;
    await expect(steam.verify(url, 'nonce-1')).resolves.toBe('76561197960287930');
    expect(requests).toBe(before + 1);
    expect(lastContentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(lastBody!)).toEqual({ ...fields, 'openid.mode': 'check_authentication' });
    // the same assertion again: its response nonce was used
    await expect(steam.verify(url, 'nonce-1')).rejects.toThrow(/presented before/);
    expect(requests).toBe(before + 1);
  });

  test('the provider must answer is_valid:true, in time', async () => {
    const verifyFresh = () =>
      steam.verify(`/api/auth/steam/return?state=nonce-1&${new URLSearchParams(assertion()).toString()}`, 'nonce-1');
    try {
      for (const refused of [
        'ns:http://specs.openid.net/auth/2.0\nis_valid:false\n',
        'is_valid:TRUE\n',
        '',
        '<html>is_valid:true</html>',
      ]) {
        answer = refused;
        await expect(verifyFresh()).rejects.toBeInstanceOf(SignInFailed);
      }
      answer = null;
      const impatient = new SteamOpenId(
        { publicUrl: 'https://arena.example', steamOpenIdProvider: endpoint, steamClaimedIdPrefix: PREFIX },
        200,
      );
      const hung = `/api/auth/steam/return?state=nonce-1&${new URLSearchParams(assertion()).toString()}`;
      await expect(impatient.verify(hung, 'nonce-1')).rejects.toThrow(/did not answer in time/);
    } finally {
      answer = 'ns:http://specs.openid.net/auth/2.0\nis_valid:true\n';
    }
  });
});
