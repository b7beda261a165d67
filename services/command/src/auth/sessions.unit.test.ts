import { csrfRefusal } from './csrf';
import { secureCookieRefusal, SESSION_COOKIE } from './sessions';

const ORIGIN = 'https://arena.example';
const withCookie = { [SESSION_COOKIE]: 'signed-id' };

describe('CSRF check', () => {
  const check = (method: string, headers: Record<string, string>, cookies: Record<string, string> = withCookie) =>
    csrfRefusal({ method, headers, cookies }, [ORIGIN, 'http://127.0.0.1:3000'], SESSION_COOKIE);

  test('state-changing requests with the session cookie must name the site origin, by Origin or else by Referer', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(check(method, {})).toMatch(/Origin/);
      expect(check(method, { origin: ORIGIN })).toBeNull();
      // the address the request was sent to, when the site is opened at another one than PUBLIC_URL
      expect(check(method, { origin: 'http://127.0.0.1:3000' })).toBeNull();
      expect(check(method, { origin: 'https://evil.example' })).toMatch(/evil/);
      expect(check(method, { origin: 'null' })).not.toBeNull();
      expect(check(method, { referer: `${ORIGIN}/profile?x=1` })).toBeNull();
      expect(check(method, { referer: 'https://evil.example/a' })).toMatch(/evil/);
      expect(check(method, { referer: 'not a url' })).not.toBeNull();
      // Origin wins over Referer
      expect(check(method, { origin: 'https://evil.example', referer: `${ORIGIN}/` })).toMatch(/evil/);
      // a custom header changes nothing
      expect(check(method, { 'x-requested-with': 'arena' })).not.toBeNull();
    }
  });

  test('reads and requests without Origin or cookie (game servers) are not affected', () => {
    expect(check('GET', {})).toBeNull();
    expect(check('HEAD', { origin: 'https://evil.example' })).toBeNull();
    expect(check('POST', {}, {})).toBeNull();
    expect(check('POST', { origin: ORIGIN }, {})).toBeNull();
  });

  test('a foreign Origin is refused without the session cookie too (a forged sign-in needs none)', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(check(method, { origin: 'https://evil.example' }, {})).toMatch(/evil/);
      expect(check(method, { origin: 'null' }, {})).not.toBeNull();
    }
  });
});

describe('Secure cookies', () => {
  test('an https PUBLIC_URL reached as http cannot set them, and the reason names TRUST_PROXY', () => {
    expect(secureCookieRefusal({ publicUrl: 'https://arena.example' }, { protocol: 'http' })).toMatch(/TRUST_PROXY/);
    expect(secureCookieRefusal({ publicUrl: 'https://arena.example' }, { protocol: 'https' })).toBeNull();
    expect(secureCookieRefusal({ publicUrl: 'http://localhost:3000' }, { protocol: 'http' })).toBeNull();
  });
});
