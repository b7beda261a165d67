import type { Browser, Page } from 'playwright-core';
import { artifact, launchChromium, signedInContext, waitUntilHydrated } from '../support/browser';
import { loadSampleGame } from '../support/sample-game';
import { postPlayerResult, startTestStack, TestStack } from '../support/test-stack';

/**
 * The partner pages in Chromium (docs/game-rules.md "Partner link"): a player reads /gaimin, connects a Gaimin
 * account with a token of the embedded stand-in and sees the bundle, the balance and Plus at
 * once; an organiser uploads files of Steam ids and usernames on /tournaments/check_gaimin and
 * sees the results, and a failed check shows the specification's toast and clears them.
 */

const PLAYERS = { en: '76561198000001601', cn: '76561198000001602' } as const;
const SAMPLE = loadSampleGame();

describe('the partner pages in a browser', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack();
    for (const payload of SAMPLE) expect((await postPlayerResult(stack.baseUrl, payload)).status).toBe(200);
    await stack.settle();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const signedIn = (steamId: string) => signedInContext(browser, stack.baseUrl, steamId, `Partner ${steamId.slice(-2)}`);

  const coins = async (page: Page) => Number(await page.getByTestId('coin-balance').getAttribute('data-coins'));

  test.each(['en', 'cn'] as const)('in %s: the four steps, then connecting gives the bundle, the gold and Plus at once', async (lang) => {
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    await anonymous.goto(`${stack.baseUrl}/connect_gaimin?lang=${lang}`);
    await anonymous.getByTestId('connect-gaimin-sign-in').waitFor();
    await visitor.close();

    const context = await signedIn(PLAYERS[lang]);
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/gaimin?lang=${lang}`);
    await page.getByTestId('gaimin-steps').waitFor();
    expect(await page.locator('[data-testid="gaimin-steps"] > li').count()).toBe(4);
    await page.screenshot({ path: artifact(`gaimin-${lang}.png`) });
    await waitUntilHydrated(page, 'gaimin-connect');
    await page.getByTestId('gaimin-connect').click();
    await page.getByTestId('connect-gaimin-input').waitFor();
    await page.getByTestId('coin-balance').waitFor();
    const before = await coins(page);
    expect(await page.getByTestId('plus-badge').getAttribute('data-active')).toBe('false');

    await page.getByTestId('connect-gaimin-input').fill(`  gaimin-demo-e2e${lang}  `);
    await page.getByTestId('connect-gaimin-submit').click();
    await page.getByTestId('connect-gaimin-result').waitFor();
    expect(await page.getByTestId('connect-gaimin-result').getAttribute('data-account')).toBe(`e2e${lang}`);
    expect(await page.getByTestId('connect-gaimin-item').count()).toBe(3);
    await page.waitForFunction(
      (value) => document.querySelector('[data-testid="coin-balance"]')?.getAttribute('data-coins') === String(value),
      before + 75_000,
      { timeout: 2_000 },
    );
    await page.waitForFunction(
      () => document.querySelector('[data-testid="plus-badge"]')?.getAttribute('data-active') === 'true',
      undefined,
      { timeout: 5_000 },
    );
    await page.screenshot({ path: artifact(`connect-gaimin-${lang}.png`) });

    // back on the page later: it says the account is connected instead of offering the form
    await page.goto(`${stack.baseUrl}/connect_gaimin?lang=${lang}`);
    await page.getByTestId('connect-gaimin-connected').waitFor();

    // the same account for the other language's player is refused with a toast
    if (lang === 'cn') {
      const other = await signedIn('76561198000001603');
      const otherPage = await other.newPage();
      await otherPage.goto(`${stack.baseUrl}/connect_gaimin?lang=en`);
      await waitUntilHydrated(otherPage, 'connect-gaimin-submit');
      await otherPage.getByTestId('connect-gaimin-input').fill('gaimin-demo-e2ecn');
      await otherPage.getByTestId('connect-gaimin-submit').click();
      await otherPage.getByTestId('toast').filter({ hasText: 'This Gaimin account is already connected to another player.' }).waitFor();
      await other.close();
    }
    await context.close();
  });

  test.each(['en', 'cn'] as const)(
    'in %s: the check tools answer uploaded files of usernames (with an id or two among them)',
    async (lang) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${stack.baseUrl}/tournaments/check_gaimin?lang=${lang}`);
      await waitUntilHydrated(page, 'check-gaimin-file');
      // what organisers upload: usernames, with an id or two among them
      const entries = [PLAYERS.en, SAMPLE[0].username, SAMPLE[1].steamID, '76561198000009999', 'garbage', '', '   '].join('\r\n');
      await page
        .getByTestId('check-gaimin-file')
        .setInputFiles({ name: 'names.txt', mimeType: 'text/plain', buffer: Buffer.from(entries) });
      await page.getByTestId('check-gaimin-results').waitFor();
      const statuses = await page.getByTestId('check-gaimin-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));
      expect(statuses).toEqual(['connected', 'not_connected', 'not_connected', 'not_found', 'not_found']);

      const names = [SAMPLE[7].username.toUpperCase(), 'nobody here'].join('\n');
      await page.getByTestId('check-mmr-file').setInputFiles({ name: 'names.txt', mimeType: 'text/plain', buffer: Buffer.from(names) });
      const lines = (await page.getByTestId('check-mmr-results').textContent())!.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(new RegExp(`^${SAMPLE[7].username.toUpperCase()}, \\d+, \\w+$`));
      expect(lines[1]).toBe('nobody here, null');
      await page.screenshot({ path: artifact(`check-gaimin-${lang}.png`) });
      await context.close();
    },
  );

  test('a failing check toasts and clears its results', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/tournaments/check_gaimin?lang=en`);
    await waitUntilHydrated(page, 'check-gaimin-file');
    await page
      .getByTestId('check-gaimin-file')
      .setInputFiles({ name: 'names.txt', mimeType: 'text/plain', buffer: Buffer.from(SAMPLE[0].username) });
    await page.getByTestId('check-gaimin-results').waitFor();
    await page
      .getByTestId('check-mmr-file')
      .setInputFiles({ name: 'names.txt', mimeType: 'text/plain', buffer: Buffer.from(SAMPLE[0].username) });
    await page.getByTestId('check-mmr-results').waitFor();

    await page.route('**/api/players/gaimin/check', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"x"}}' }),
    );
    await page.route('**/api/players/tournaments/checkMMRs', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":{"code":"rate_limited","message":"x"}}' }),
    );
    await page.getByTestId('check-gaimin-file').setInputFiles({ name: 'ids.txt', mimeType: 'text/plain', buffer: Buffer.from(PLAYERS.en) });
    await page.getByTestId('toast').filter({ hasText: 'Error doing Gaimin Check' }).waitFor();
    await page.getByTestId('check-gaimin-results').waitFor({ state: 'detached' });
    await page.getByTestId('check-mmr-file').setInputFiles({ name: 'names.txt', mimeType: 'text/plain', buffer: Buffer.from('SUNSfan') });
    await page.getByTestId('toast').filter({ hasText: 'Error doing MMR Check' }).waitFor();
    await page.getByTestId('check-mmr-results').waitFor({ state: 'detached' });
    await context.close();
  });
});
