import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { artifact, signedInContext, startSiteWithSampleGame } from '../support/browser';
import { loadSampleGame } from '../support/sample-game';
import type { TestStack } from '../support/test-stack';
import { catchFirstParsed, firstParsedStayed } from './first-parsed';

const LOCALES = path.resolve(__dirname, '../../apps/site/src/locales');
/** The built site's pages (apps/site/scripts/site-pages.mjs): those with markup. */
const PRERENDERED = (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../apps/site/dist/site-pages.json'), 'utf8')) as {
    pages: { pattern: string; markup?: unknown }[];
  }
).pages
  .filter((page) => page.markup)
  .map((page) => page.pattern);
/** The sample game's id and one of its players: the values of the pages' parameters. */
const SAMPLE = loadSampleGame();
const PARAMS: Record<string, string> = { gameId: String(SAMPLE[0].matchID), steamId: String(SAMPLE[0].steamID) };
/**
 * The prerendered pages as addresses: a pattern's parameters filled with the sample's values;
 * patterns with other parameters (an order's, a payment session's: never digits, so never served
 * with markup) are left out.
 */
const PRERENDERED_URLS = PRERENDERED.filter((pattern) => [...pattern.matchAll(/:(\w+)/g)].every(([, name]) => name in PARAMS)).map(
  (pattern) => pattern.replace(/:(\w+)/g, (_match, name: string) => PARAMS[name]),
);
/**
 * A console error's text without its stacks' frames: the error's message, and what caused it (the
 * site reports a part React could not hydrate with the error it threw).
 */
const withoutStacks = (error: string) =>
  error
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join(' ');
/** A test that loads every prerendered page: about 40 of them, each until its network is idle. */
const PAGE_LOOP_TIMEOUT_MS = 240_000;
/** The home page's pitch, as the locale files write it. */
const heroText = (lang: 'en' | 'cn') =>
  (JSON.parse(fs.readFileSync(path.join(LOCALES, lang, 'home.json'), 'utf8')) as { heroText: string }).heroText;

/**
 * The pages' first HTML carries their markup (prerendered at build time), in the reader's
 * language: without JavaScript the home page already shows its pitch, styled; with JavaScript the
 * site hydrates that markup (the painted nodes stay, no hydration error), then works as always.
 */
describe('prerendered pages', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    ({ stack, browser } = await startSiteWithSampleGame({ RATE_LIMIT_PER_MINUTE: '1000000' }));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A page that collects the console's errors and the page's uncaught errors. */
  async function watchedPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors };
  }

  test.each([
    ['en-US', 'en', 'en'],
    ['zh-CN', 'cn', 'zh-CN'],
  ] as const)(
    'without JavaScript, a reader whose browser asks for %s sees the home page, styled, in its language',
    async (locale, lang, htmlLang) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const answer = await page.goto(`${stack.baseUrl}/`);
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['vary']).toContain('Accept-Language');
      await expect(page.locator('.hero-banner__lead').innerText()).resolves.toBe(heroText(lang));
      expect(await page.locator('html').getAttribute('lang')).toBe(htmlLang);
      // the page's own stylesheet is in: the pitch is a banner, not bare text
      expect(await page.locator('.hero-banner').evaluate((el) => getComputedStyle(el).display)).toBe('grid');
      // the header's links are real links
      expect(await page.locator('header a[href="/games"]').count()).toBeGreaterThan(0);
      await page.screenshot({ path: artifact(`prerendered-home-${lang}-no-js.png`) });
      await context.close();
    },
  );

  test('with JavaScript, the home page hydrates its markup (the pitch painted first stays), a link navigates, the language menu switches and the choice reaches the server', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    // the pitch's element as the HTML parser made it, before any script of the site runs
    await catchFirstParsed(context, '.hero-banner__lead');
    const { page, errors } = await watchedPage(context);
    await page.goto(`${stack.baseUrl}/`);
    // hydrated: the menus' library is in and the lists show the sample game
    await page.locator('[data-testid="learn-menu-button"][data-state]').waitFor({ state: 'attached' });
    await page.locator('section[aria-labelledby="home-recent"] a[href^="/games/"]').first().waitFor();
    const stayed = await firstParsedStayed(page, '.hero-banner__lead');
    expect(errors).toEqual([]);
    expect(stayed).toBe(true);

    await page.getByTestId('language-menu').locator('[data-lang="cn"]').click();
    await page.locator('.hero-banner__lead', { hasText: heroText('cn') }).waitFor();
    const cookies = await context.cookies(stack.baseUrl);
    expect(cookies.find((cookie) => cookie.name === 'arena.lang')?.value).toBe('cn');
    // the server now sends the Chinese markup, which the client hydrates
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await page.locator('[data-testid="learn-menu-button"][data-state]').waitFor({ state: 'attached' });
    await expect(page.locator('.hero-banner__lead').innerText()).resolves.toBe(heroText('cn'));

    await page.locator('header nav a[href="/games"]').click();
    await page.waitForURL(`${stack.baseUrl}/games`);
    await page.locator('#main h1').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a reader whose stored choice (localStorage) differs from the language the server chose gets the page in its own language, without a hydration error', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      if (!localStorage.getItem('arena.lang')) localStorage.setItem('arena.lang', 'en');
    });
    const { page, errors } = await watchedPage(context);
    const answer = await page.goto(`${stack.baseUrl}/leaderboard`);
    expect(await answer?.text()).toContain('lang="zh-CN"');
    // the client has rendered the page in its own language: the language menu marks English (the
    // markup, prerendered with the menus' library in, has every button already and marks Chinese)
    await page.getByTestId('language-menu').locator('[aria-pressed="true"][data-lang="en"]').waitFor({ state: 'attached' });
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    expect(await page.locator('#main').innerText()).not.toMatch(/[\u4e00-\u9fff]/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test(
    'every prerendered page, in both languages, hydrates without an error',
    async () => {
      expect(PRERENDERED_URLS).toEqual(
        expect.arrayContaining(['/', '/leaderboard', '/games', '/store', '/learn/gods', '/learn/spells', `/games/${PARAMS.gameId}`]),
      );
      const failed: string[] = [];
      for (const lang of ['en', 'cn'] as const) {
        const context = await browser.newContext({ locale: lang === 'cn' ? 'zh-CN' : 'en-US', viewport: { width: 390, height: 844 } });
        const { page, errors } = await watchedPage(context);
        for (const url of PRERENDERED_URLS) {
          const answer = await page.goto(`${stack.baseUrl}${url}`);
          // a visitor's page: the server saw no session
          expect(await answer?.text()).toMatch(/<html data-visitor lang=/);
          await page.locator('[data-testid="learn-menu-button"][data-state]').waitFor({ state: 'attached' });
          await page.waitForLoadState('networkidle');
          failed.push(...errors.splice(0).map((error) => `${url} (${lang}): ${withoutStacks(error)}`));
        }
        await context.close();
      }
      expect(failed).toEqual([]);
    },
    PAGE_LOOP_TIMEOUT_MS,
  );

  test("a visitor gets the page as a visitor sees it in the first HTML: the matchmaking page asks to sign in, and the header offers it, working before any code runs, on a wide screen and on a phone's", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/matchmaking`);
    await page.getByTestId('sign-in').waitFor({ state: 'attached' });
    expect(await page.locator('#main').innerText()).toMatch(/sign/i);
    // before any code has run (here: none will), the header's sign-in still leads to Steam's sign-in
    const signingIn = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/steam');
    await page.getByTestId('sign-in').click();
    await signingIn;
    await context.close();

    // a phone's header: the menu opens only with the page's code, so its sign-in sits beside the burger
    const phone = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US', viewport: { width: 390, height: 844 } });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${stack.baseUrl}/matchmaking`);
    expect(await phonePage.getByTestId('sign-in').isVisible()).toBe(false);
    const phoneSigningIn = phonePage.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/steam');
    await phonePage.getByTestId('sign-in-narrow').click();
    await phoneSigningIn;
    await phone.close();
  });

  test.each([
    ['/learn/spells', 'spell', 'en-US', 'en'],
    ['/learn/gods', 'god', 'zh-CN', 'cn'],
  ] as const)(
    "without JavaScript, %s shows its first cards (the game data the API answers) in the first HTML, in the reader's language",
    async (url, card, locale, lang) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${stack.baseUrl}${url}`);
      const names = await page.locator(`[data-testid="${card}"] h2`).allInnerTexts();
      expect(names).toHaveLength(12);
      const catalog = (await (await fetch(`${stack.baseUrl}/api/${card}s`)).json()) as { id: string; name: { en: string; cn: string } }[];
      const byId = new Map(catalog.map((entry) => [entry.id, entry.name[lang]]));
      const ids = await page
        .locator(`[data-testid="${card}"]`)
        .evaluateAll((cards) => cards.map((node) => node.getAttribute(`data-${node.getAttribute('data-testid')}`)));
      expect(names).toEqual(ids.map((id) => byId.get(id!)));
      await context.close();
    },
  );

  test('with JavaScript, the spells page hydrates its prerendered cards in place, then draws their tiles and the rest of the list', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    // the first card as the HTML parser made it: the first HTML holds the cards (checked below), and
    // the site's scripts (modules) run only once it is parsed
    await catchFirstParsed(context, '[data-testid="spell"]');
    const { page, errors } = await watchedPage(context);
    const answer = await page.goto(`${stack.baseUrl}/learn/spells`);
    expect(await answer?.text()).toContain('data-testid="spell"');
    // hydrated: the tiles (colour and glyph) replace the markup's plain boxes, and every spell follows
    await page.locator('[data-testid="spell"] .ability-image svg path').first().waitFor({ state: 'attached' });
    await page.locator('[data-testid="spell"]').nth(100).waitFor({ state: 'attached' });
    const stayed = await firstParsedStayed(page, '[data-testid="spell"]');
    expect(errors).toEqual([]);
    expect(stayed).toBe(true);
    expect(await page.locator('.spell-card__tile').count()).toBe(0);
    await context.close();
  });

  test.each([
    ['en-US', (level: string) => `Level ${level}`],
    ['zh-CN', (level: string) => `${level} 级`],
  ] as const)(
    "without JavaScript, a player's page (%s) shows the profile's summary (read for the request) in the first HTML: the name, the ladder rating and the battle pass level",
    async (locale, levelText) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${stack.baseUrl}/players/${PARAMS.steamId}`);
      const profile = (await (await fetch(`${stack.baseUrl}/api/players/${PARAMS.steamId}`)).json()) as {
        username: string;
        steam_id: string;
        ladder_mmr: number;
        bp_level: number;
      };
      const number = (n: number) => new Intl.NumberFormat(locale).format(n);
      await expect(page.locator('#main h1').innerText()).resolves.toBe(profile.username || profile.steam_id);
      await expect(page.locator('#main .mmr').innerText()).resolves.toBe(number(profile.ladder_mmr));
      await expect(page.locator('#main .bp-card__level').innerText()).resolves.toBe(levelText(number(profile.bp_level)));
      await context.close();
    },
  );

  test("with JavaScript, a player's page shows the profile having asked for it once: the answer preloaded with the first HTML", async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const { page, errors } = await watchedPage(context);
    const profileReads: string[] = [];
    const profilePath = `/api/players/${PARAMS.steamId}`;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === profilePath) profileReads.push(request.resourceType());
    });
    await page.goto(`${stack.baseUrl}/players/${PARAMS.steamId}`);
    await page.getByTestId('ladder-mmr').waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // the preload (the browser's "other"), which the page's own read took over: no second read
    expect(profileReads).toEqual(['other']);
    await context.close();
  });

  test("a page with parameters comes with its markup, the address's values in place: the game page's heading names the game", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const answer = await page.goto(`${stack.baseUrl}/games/${PARAMS.gameId}`);
    expect(await answer?.text()).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/games/${PARAMS.gameId}">`);
    await expect(page.locator('#main h1').innerText()).resolves.toContain(PARAMS.gameId);
    await context.close();
  });

  test(
    'a signed-in player gets every page as a reader whose session is asked for, which hydrates without an error and then shows the player',
    async () => {
      const context = await signedInContext(browser, stack.baseUrl, PARAMS.steamId, 'Prerendered Reader', {
        viewport: { width: 390, height: 844 },
      });
      const { page, errors } = await watchedPage(context);
      const failed: string[] = [];
      // among them the player's own profile, which the header reads too, maybe before the page's
      // code has hydrated; the matchmaking page opens a socket to the lobby service, not run here
      for (const url of PRERENDERED_URLS.filter((url) => url !== '/matchmaking')) {
        const answer = await page.goto(`${stack.baseUrl}${url}`);
        expect(await answer?.text()).not.toContain('data-visitor');
        await page.getByTestId('session-user').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        failed.push(...errors.splice(0).map((error) => `${url}: ${withoutStacks(error)}`));
      }
      expect(failed).toEqual([]);
      await context.close();
    },
    PAGE_LOOP_TIMEOUT_MS,
  );
});
