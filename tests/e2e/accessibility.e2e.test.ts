import * as fs from 'node:fs';
import * as path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { artifact, signedInContext, startSiteWithSampleGame } from '../support/browser';
import { visit } from '../support/command-service';
import type { TestStack } from '../support/test-stack';

const MATCH = '6617222774';
/** The sample game's winner: the signed-in player of these pages, an admin (the achievements page is for admins). */
const PLAYER = '76561197960956468';

/**
 * Every page of the site, as a path to open: the site's routes (apps/site/src/app and each
 * feature's routes.ts) with a real game and player in their parameters, and the 404 page.
 * `/redirect` (the sign-in's way back) is not a page: it sends the player on at once.
 */
const PAGES = [
  '/',
  '/games',
  `/games/${MATCH}`,
  `/players/${PLAYER}`,
  `/players/${PLAYER}/games`,
  '/leaderboard',
  '/learn/spells',
  '/learn/gods',
  '/store',
  '/matchmaking',
  '/gaimin',
  '/connect_gaimin',
  '/tournaments/check_gaimin',
  '/redeem_code',
  '/profile',
  '/profile/armory',
  '/profile/gods',
  '/profile/battlepass',
  '/profile/achievements',
  '/profile/games',
  '/profile/stats',
  '/tournaments',
  '/changelog',
  '/faq',
  '/credits',
  '/privacy',
  // the player's order (its result page) and its local checkout page: ids made in beforeAll
  '/payment/ORDER',
  '/pay/local/SESSION',
  '/404',
];
/** The ids of the order and checkout session the pages above show (a visitor gets the sign-in). */
const ORDER_PAGES = { ORDER: '', SESSION: '' };
const NOT_PAGES = ['redirect'];

/** The route paths the site declares (`path: '...'` in the features' routes.ts files). */
function declaredRoutes(): string[] {
  const features = path.resolve(__dirname, '../../apps/site/src/features');
  return fs
    .readdirSync(features)
    .map((feature) => path.join(features, feature, 'routes.ts'))
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/path:\s*'([^']+)'/g)].map((match) => match[1]));
}

/** `/players/76561197960956468/games` matches the route `players/:steamId/games`. */
const matches = (route: string, page: string) => new RegExp(`^/${route.replace(/:[^/]+/g, '[^/]+')}$`).test(page.split('?')[0]);

/**
 * Stricter than axe's defaults: short texts (a place, a count) and symbols get their contrast
 * computed too, instead of "incomplete". axe.run merges `checks[id].options` into the check's own
 * options (axe-core's getCheckOption); its type definitions leave `checks` out.
 */
const STRICT_CONTRAST: Parameters<AxeBuilder['options']>[0] & { checks: Record<string, { options: Record<string, boolean> }> } = {
  checks: { 'color-contrast': { options: { ignoreLength: true, ignoreUnicode: false } } },
};

/** One problem axe found: the rule, and where (a page, a CSS selector). */
interface Finding {
  page: string;
  rule: string;
  impact?: string | null;
  target: string;
  summary?: string;
}

/**
 * WCAG 2.1 AA in Chromium, measured with axe-core: every page of the site, in English and Chinese,
 * signed out and signed in, has no violation of axe's rules, and axe could judge the contrast of
 * every text (a text over a background image or gradient is "incomplete" for axe: that fails
 * here too). At 320 CSS pixels wide the home page does not scroll sideways (WCAG 1.4.10, reflow).
 */
describe('accessibility of every page (axe-core)', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    ({ stack, browser } = await startSiteWithSampleGame({ ADMIN_STEAM_IDS: PLAYER, RATE_LIMIT_PER_MINUTE: '1000000' }));
    // an order of the player's, started at checkout with the embedded local provider (not paid: its result page waits)
    const signIn = await visit(`${stack.baseUrl}/api/auth/dev`, {
      method: 'POST',
      body: { steam_id: PLAYER, display_name: 'Winner' },
      headers: { origin: stack.baseUrl },
    });
    const checkout = await visit<{ order_id: string; checkout_url: string }>(`${stack.baseUrl}/api/checkout`, {
      method: 'POST',
      cookie: signIn.setCookie!,
      headers: { origin: stack.baseUrl, 'idempotency-key': 'accessibility-order' },
      body: { item_id: 'gold_3500', method: 'alipay' },
    });
    expect(checkout.status).toBe(200);
    ORDER_PAGES.ORDER = checkout.body.order_id;
    ORDER_PAGES.SESSION = checkout.body.checkout_url.split('/').pop()!;
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  test('the list of pages covers every route of the site', () => {
    const routes = declaredRoutes();
    expect(routes.length).toBeGreaterThan(15);
    const uncovered = routes.filter((route) => !NOT_PAGES.includes(route) && !PAGES.some((page) => matches(route, page)));
    expect(uncovered).toEqual([]);
  });

  /** Opens `page` and waits until it has its heading, its data and no placeholder left. */
  async function open(tab: Page, page: string, lang: 'en' | 'cn'): Promise<void> {
    const address = page.replace('ORDER', ORDER_PAGES.ORDER).replace('SESSION', ORDER_PAGES.SESSION);
    await tab.goto(`${stack.baseUrl}${address}${address.includes('?') ? '&' : '?'}lang=${lang}`);
    await tab.locator('#main h1').first().waitFor({ timeout: 10_000 });
    await tab.waitForFunction(() => !document.querySelector('.skeleton, .skeleton-row, [aria-busy="true"]'), undefined, {
      timeout: 10_000,
    });
    // the header's menus and tooltips (a chunk loaded after the first render) are in, and entry animations are over
    await tab.waitForFunction(() => !!document.querySelector('[data-testid="learn-menu-button"][data-state]'), undefined, {
      timeout: 10_000,
    });
    await tab.waitForTimeout(300);
  }

  /** axe's violations on the open page, and the texts whose contrast it could not compute. */
  async function audit(tab: Page, page: string): Promise<Finding[]> {
    const results = await new AxeBuilder({ page: tab }).options(STRICT_CONTRAST).analyze();
    const findings: Finding[] = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({
        page,
        rule: violation.id,
        impact: node.impact,
        target: node.target.join(' '),
        summary: node.failureSummary?.split('\n').slice(0, 3).join(' '),
      })),
    );
    // contrast axe could not compute (a background image, a gradient, an overlap) counts as a failure
    for (const result of results.incomplete.filter((entry) => entry.id === 'color-contrast')) {
      for (const node of result.nodes) {
        findings.push({ page, rule: 'color-contrast (not evaluated)', target: node.target.join(' '), summary: node.any[0]?.message });
      }
    }
    return findings;
  }

  describe.each([
    ['signed out', 'en'],
    ['signed out', 'cn'],
    ['signed in', 'en'],
    ['signed in', 'cn'],
  ] as const)('%s, in %s', (who, lang) => {
    let context: BrowserContext;
    let tab: Page;
    beforeAll(async () => {
      context =
        who === 'signed in'
          ? await signedInContext(browser, stack.baseUrl, PLAYER, 'Winner')
          : await browser.newContext({ viewport: { width: 1280, height: 900 } });
      tab = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    // the largest pages (the spell list: every spell's card) take axe long on a loaded CI machine
    test.each(PAGES)(
      '%s: no axe violation, every contrast evaluated',
      async (page) => {
        await open(tab, page, lang);
        const findings = await audit(tab, page);
        if (findings.length)
          await tab.screenshot({ path: artifact(`a11y-${who.replace(' ', '-')}-${lang}${page.replace(/\//g, '_')}.png`) });
        expect(findings).toEqual([]);
      },
      120_000,
    );

    test('the home page does not scroll sideways at 320 px wide', async () => {
      const narrow = await context.newPage();
      await narrow.setViewportSize({ width: 320, height: 800 });
      await open(narrow, '/', lang);
      const width = await narrow.evaluate(() => document.scrollingElement!.scrollWidth);
      await narrow.screenshot({ path: artifact(`a11y-home-320-${who.replace(' ', '-')}-${lang}.png`), fullPage: true });
      await narrow.close();
      expect(width).toBeLessThanOrEqual(320);
    });
  });
});
