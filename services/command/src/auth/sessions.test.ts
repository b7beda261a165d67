import { csrfRefusal, SESSION_COOKIE } from './sessions';

const ORIGIN = 'https://arena.example';
const withCookie = { [SESSION_COOKIE]: 'signed-id' };

describe('CSRF check', () => {
  const check = (method: string, headers: Record<string, string>, cookies: Record<string, string> = withCookie) =>
    csrfRefusal({ method, headers, cookies }, ORIGIN);

  test('state-changing requests with the session cookie need x-requested-with and, when sent, the site origin', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(check(method, {})).toMatch(/x-requested-with/);
      expect(check(method, { 'x-requested-with': 'arena' })).toBeNull();
      expect(check(method, { 'x-requested-with': 'arena', origin: ORIGIN })).toBeNull();
      expect(check(method, { 'x-requested-with': 'arena', origin: 'https://evil.example' })).toMatch(/evil/);
      expect(check(method, { 'x-requested-with': 'arena', origin: 'null' })).not.toBeNull();
      expect(check(method, { origin: ORIGIN })).not.toBeNull();
    }
  });

  test('reads and cookie-less requests (game servers) are not affected', () => {
    expect(check('GET', {})).toBeNull();
    expect(check('HEAD', { origin: 'https://evil.example' })).toBeNull();
    expect(check('POST', {}, {})).toBeNull();
    expect(check('POST', { origin: 'https://evil.example' }, {})).toBeNull();
  });
});
