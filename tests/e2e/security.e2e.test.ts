import type { Browser, Page } from 'playwright-core';
import { artifact, startSiteWithSampleGame } from '../support/browser';
import type { TestStack } from '../support/test-stack';

const MATCH = '6617222774';
const WINNER = '76561197960956468';

/**
 * The built site and the API reference in Chromium under the service's Content-Security-Policy:
 * every page renders and the browser reports no violation; and a sign-in the server refused
 * is shown to the player, in both languages.
 */
describe('the site in a browser, under its security headers', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    ({ stack, browser } = await startSiteWithSampleGame());
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Opens `path`, waits for `ready`, and gives back what the browser refused under the CSP. */
  async function violationsOpening(page: Page, path: string, ready: string): Promise<string[]> {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    // what the browser blocks without a console message of its own comes through this event
    await page.addInitScript({
      content:
        "document.addEventListener('securitypolicyviolation', (e) => console.error('Refused to load: CSP ' + e.violatedDirective + ' ' + e.blockedURI));",
    });
    await page.goto(`${stack.baseUrl}${path}`);
    await page.locator(ready).first().waitFor();
    return violations;
  }

  test.each([
    ['the game page', `/games/${MATCH}`, '[data-testid="game-row"]'],
    ['a player page', `/players/${WINNER}`, 'h1'],
    ['the leaderboard', '/leaderboard', 'h1'],
    ['the gods', '/learn/gods', 'h1'],
    ['the store', '/store', '[data-testid="store-item-chest_basic"]'],
    ['the API reference', '/api/docs', '.swagger-ui .info'],
  ])('%s renders with no CSP violation', async (what, path, ready) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const violations = await violationsOpening(page, path, ready);
    if (what === 'the API reference') await page.screenshot({ path: artifact('api-docs.png') });
    expect(violations).toEqual([]);
    await page.close();
  });

  test.each([
    ['en', 'sign_in_failed', 'Sign-in failed. Please try again.'],
    ['en', 'sign_in_unavailable', 'this server cannot keep you signed in'],
    ['cn', 'sign_in_failed', '登录失败，请重试。'],
    ['cn', 'sign_in_unavailable', '服务器无法保持你的登录状态'],
  ])('in %s, a sign-in refused with %s is shown to the player', async (lang, code, text) => {
    const page = await browser.newPage();
    await page.goto(`${stack.baseUrl}/redirect?error=${code}&lang=${lang}`);
    const failed = page.getByTestId('sign-in-failed');
    await failed.waitFor();
    expect(await failed.innerText()).toContain(text);
    // still a visitor: the failure signed no one in
    expect(await page.getByTestId('session-user').count()).toBe(0);
    await page.close();
  });
});
