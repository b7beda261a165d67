import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * Every answer of the command service carries the usual security headers: pages, JSON, errors,
 * redirects, files. The site's pages get a Content-Security-Policy without inline scripts; the
 * API reference (Swagger UI, inline styles) gets what it needs and no more. The API's answers
 * (JSON, its errors and redirects) are no documents: they go without the document-only headers.
 */

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

describe('security headers', () => {
  let stack: TestStack;
  let site: string;

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-site-'));
    fs.mkdirSync(path.join(site, 'assets'));
    fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
    fs.writeFileSync(path.join(site, 'assets', 'app.js'), 'console.log(1)');
    stack = await startTestStack({ SITE_DIST: site });
  });
  afterAll(async () => {
    await stack?.stop();
    fs.rmSync(site, { recursive: true, force: true });
  });

  const documents: Array<{ what: string; url: string; init?: RequestInit }> = [
    { what: 'a page of the site', url: '/games/1' },
    { what: 'a file of the site', url: '/assets/app.js' },
    { what: 'an unknown API path', url: '/api/nothing-here' },
    { what: 'health', url: '/healthz' },
    { what: 'the API reference', url: '/api/docs' },
  ];
  const apiAnswers: Array<{ what: string; url: string; init?: RequestInit }> = [
    { what: 'a JSON answer', url: '/api/leaderboard' },
    { what: 'a JSON error', url: '/api/players/76561197960956468' },
    { what: 'a redirect', url: '/api/auth/steam' },
    { what: 'a refused POST', url: '/api/auth/logout', init: { method: 'POST', headers: { origin: 'https://evil.example' } } },
  ];

  test.each([...documents, ...apiAnswers])('$what: nosniff, no framing, a referrer policy', async ({ url, init }) => {
    const response = await fetch(`${stack.baseUrl}${url}`, { redirect: 'manual', ...init });
    await response.arrayBuffer();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  test.each(documents)('$what: a Content-Security-Policy that forbids framing', async ({ url, init }) => {
    const response = await fetch(`${stack.baseUrl}${url}`, { redirect: 'manual', ...init });
    await response.arrayBuffer();
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
  });

  test.each(apiAnswers)('$what: no document-only header (no Content-Security-Policy)', async ({ url, init }) => {
    const response = await fetch(`${stack.baseUrl}${url}`, { redirect: 'manual', ...init });
    await response.arrayBuffer();
    for (const header of ['content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control'])
      expect(response.headers.get(header)).toBeNull();
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  test("the site's pages run only the site's own scripts and styles", async () => {
    const response = await fetch(`${stack.baseUrl}/`);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // avatars come from Steam's image hosts
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    // http here: no upgrade of the site's own http requests, no HSTS
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  test('the API reference may use inline styles, never inline scripts', async () => {
    const response = await fetch(`${stack.baseUrl}/api/docs`);
    expect(await response.text()).toMatch(/<style>/);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
