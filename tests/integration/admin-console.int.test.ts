import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * The admin console is served by the command service at `/admin` (same origin as the site): its
 * index.html for `/admin` and any deep link under it, its hashed assets cached for good, and a
 * Content-Security-Policy whose only loosening is a per-answer nonce for its styles.
 */

function directives(csp: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

describe('admin console at /admin', () => {
  let stack: TestStack;
  let site: string;
  let console_: string;

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-site-'));
    fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><html><head></head><body>site</body></html>');
    console_ = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-console-'));
    fs.mkdirSync(path.join(console_, 'assets'));
    fs.mkdirSync(path.join(console_, '.vite'));
    fs.writeFileSync(
      path.join(console_, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/admin/assets/index-abc.js"></script></head><body>console</body></html>',
    );
    fs.writeFileSync(path.join(console_, 'assets', 'index-abc.js'), 'console.log(1)');
    fs.writeFileSync(path.join(console_, '.vite', 'manifest.json'), '{}');
    stack = await startTestStack({ SITE_DIST: site, ADMIN_DIST: console_ });
  });
  afterAll(async () => {
    await stack?.stop();
    fs.rmSync(site, { recursive: true, force: true });
    fs.rmSync(console_, { recursive: true, force: true });
  });

  test.each(['/admin', '/admin/', '/admin/players', '/admin/stats/gods/zeus', '/admin/players?filter=%7B%7D'])(
    '%s answers the console page, never cached, with a style nonce it carries',
    async (url) => {
      const response = await fetch(`${stack.baseUrl}${url}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(html).toContain('console');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
      expect(nonce).toBeTruthy();
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    },
  );

  test('each answer has a nonce of its own', async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => /csp-nonce" content="([^"]+)"/.exec(await (await fetch(`${stack.baseUrl}/admin`)).text())?.[1]),
    );
    expect(nonces[0]).not.toEqual(nonces[1]);
  });

  test("the console's hashed assets are files cached for good", async () => {
    const response = await fetch(`${stack.baseUrl}/admin/assets/index-abc.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test("the build's manifest is not served; the site's pages stay the site's", async () => {
    const manifest = await fetch(`${stack.baseUrl}/admin/.vite/manifest.json`);
    expect(await manifest.text()).not.toBe('{}');
    const sitePage = await fetch(`${stack.baseUrl}/administrators`);
    expect(await sitePage.text()).toContain('site');
    expect(sitePage.headers.get('content-security-policy')).not.toContain('nonce-');
  });
});
