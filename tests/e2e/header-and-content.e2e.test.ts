import type { Browser, Page } from 'playwright-core';
import { artifact, signedInContext, startSiteWithSampleGame, waitUntilHydrated } from '../support/browser';
import type { TestStack } from '../support/test-stack';

/** An admin whose name is as long as a name may be (32 characters). */
const ADMIN = '76561198000000821';
const LONG_NAME = 'Abcdefghijklmnopqrstuvwxyz_ABCDE';
const PLAYER = '76561198000000822';

/** Where an element is on the page, and whether its own content overflows it. */
interface Placed {
  what: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  overflows: boolean;
}

/**
 * Every visible link and button of the header (and the header's own box). An item overflows when
 * it hides part of its content (overflow not visible, content wider than its box); a text that ends
 * in an ellipsis (the user's name, by design) does not count.
 */
function headerItems(page: Page): Promise<{ header: Placed; items: Placed[] }> {
  return page.evaluate(() => {
    const place = (el: Element, what: string) => {
      const box = el.getBoundingClientRect();
      const html = el as HTMLElement;
      const parts = [html, ...html.querySelectorAll<HTMLElement>('*')].filter((e) => e instanceof HTMLElement);
      const ellipsis = parts.some((e) => getComputedStyle(e).textOverflow === 'ellipsis');
      // content is cut off only where overflow is not visible (a badge sticking out is not cut)
      const hides = parts.some((e) => getComputedStyle(e).overflowX !== 'visible' && e.scrollWidth > e.clientWidth + 1);
      return {
        what,
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        overflows: !ellipsis && hides,
      };
    };
    const header = document.querySelector('header.topbar')!;
    const items = [...header.querySelectorAll('a[href], button')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('[role="menu"]') && !el.parentElement?.closest('a[href], button'))
      .map((el) => place(el, el.getAttribute('data-testid') ?? el.textContent?.trim() ?? el.tagName));
    return { header: place(header, 'header'), items };
  });
}

/** Whether two items' boxes cover each other (by more than a pixel). */
const overlap = (a: Placed, b: Placed) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

/** What of `items` lies outside the header or the viewport, overflows, or covers another item. */
function clipped({ header, items }: { header: Placed; items: Placed[] }, width: number): string[] {
  const covering = items.flatMap((a, i) =>
    items
      .slice(i + 1)
      .filter((b) => overlap(a, b))
      .map((b) => `${a.what} covers ${b.what}`),
  );
  return covering.concat(
    items
      .filter(
        (item) =>
          item.overflows ||
          item.left < 0 ||
          item.right > width ||
          item.left < header.left ||
          item.right > header.right ||
          item.top < header.top ||
          item.bottom > header.bottom,
      )
      .map(
        (item) =>
          `${item.what}: ${Math.round(item.left)}..${Math.round(item.right)} x ${Math.round(item.top)}..${Math.round(item.bottom)}${item.overflows ? ' (overflows)' : ''}`,
      ),
  );
}

/**
 * The header at 1280 px (every item in one bar, nothing clipped, even for an admin with a long
 * name, and "Play Now" whole for a visitor) and at 390 px (a menu button, whose panel holds it
 * all); the content pages from the locale files in both languages; the live site's statistics
 * routes for a player and a visitor. Screenshots in artifacts/e2e.
 */
describe('the header at 1280 and 390 px, the content pages, the statistics routes', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    ({ stack, browser } = await startSiteWithSampleGame({ RATE_LIMIT_PER_MINUTE: '1000000' }));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Opens `path` and waits for its heading and the header's menus (their library loads after the first render). */
  async function open(page: Page, path: string, lang: 'en' | 'cn' = 'en'): Promise<void> {
    await page.goto(`${stack.baseUrl}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
    await page.locator('#main h1').first().waitFor();
    await page.locator('[data-testid="learn-menu-button"][data-state]').waitFor({ state: 'attached' });
  }

  test.each(['en', 'cn'] as const)(
    'in %s at 1280 px, an admin with a long name: every item of the bar is whole and inside it',
    async (lang) => {
      const context = await signedInContext(browser, stack.baseUrl, ADMIN, LONG_NAME, { role: 'ADMIN' });
      const page = await context.newPage();
      await open(page, '/', lang);
      await page.getByTestId('session-user').waitFor();
      await page.getByTestId('stats-menu-button').waitFor();
      expect(await page.getByTestId('menu-burger').isVisible()).toBe(false);
      for (const testId of [
        'game-menu-button',
        'learn-menu-button',
        'stats-menu-button',
        'nav-admin',
        'nav-store',
        'user-menu-button',
        'play-now',
      ]) {
        expect([testId, await page.getByTestId(testId).isVisible()]).toEqual([testId, true]);
      }
      expect(await page.getByTestId('nav-admin').getAttribute('href')).toBe('/admin');
      await page.locator('header.topbar').screenshot({ path: artifact(`header-1280-admin-${lang}.png`) });
      const placed = await headerItems(page);
      expect(placed.items.length).toBeGreaterThan(10);
      expect(clipped(placed, 1280)).toEqual([]);
      await context.close();
    },
  );

  test('at 1280 px a visitor sees "Play Now" whole', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await open(page, '/');
    const placed = await headerItems(page);
    const play = placed.items.find((item) => item.what === 'play-now');
    expect(play).toBeDefined();
    expect(clipped(placed, 1280)).toEqual([]);
    await page.locator('header.topbar').screenshot({ path: artifact('header-1280-visitor.png') });
    await page.close();
  });

  test('at 390 px a menu button opens a panel that holds the navigation and the actions, inside the screen', async () => {
    const context = await signedInContext(browser, stack.baseUrl, ADMIN, LONG_NAME, {
      role: 'ADMIN',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await open(page, '/');
    // the client has the admin's session: the first HTML (a reader's whose session is asked for)
    // holds no session chip, and the menus' buttons it waits for above are in that HTML already
    await page.getByTestId('session-user').waitFor({ state: 'attached' });
    expect(await page.locator('.nav__list').isVisible()).toBe(false);
    await page.getByTestId('menu-burger').click();
    await page.locator('#main-nav').waitFor({ state: 'visible' });
    for (const testId of ['game-menu-button', 'stats-menu-button', 'nav-admin', 'play-now', 'session-user']) {
      expect([testId, await page.getByTestId(testId).isVisible()]).toEqual([testId, true]);
    }
    await page.screenshot({ path: artifact('header-390-admin-menu.png') });
    expect(clipped(await headerItems(page), 390)).toEqual([]);
    await context.close();
  });

  test.each(['en', 'cn'] as const)(
    'in %s at 390 px a visitor has the sign-in beside the menu button, whole and inside the bar, and it opens the sign-in',
    async (lang) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await open(page, '/', lang);
      expect(await page.getByTestId('sign-in-narrow').isVisible()).toBe(true);
      expect(clipped(await headerItems(page), 390)).toEqual([]);
      // the menu holds no second sign-in
      await page.getByTestId('menu-burger').click();
      await page.locator('#main-nav').waitFor({ state: 'visible' });
      expect(await page.getByTestId('sign-in').isVisible()).toBe(false);
      await page.locator('header.topbar').screenshot({ path: artifact(`header-390-visitor-${lang}.png`) });
      await page.getByTestId('sign-in-narrow').click();
      await page.getByTestId('dev-steam-id').waitFor();
      await page.close();
    },
  );

  test.each([
    ['en', { '/faq': 'FAQ', '/credits': 'Credits', '/privacy': 'Privacy' }],
    ['cn', { '/faq': '常见问题', '/credits': '制作人员', '/privacy': '隐私' }],
  ] as const)('in %s: the FAQ, the credits and the privacy notice, reached from the header and the footer', async (lang, titles) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const [path, title] of Object.entries(titles)) {
      await open(page, path, lang);
      expect(await page.locator('#main h1').first().textContent()).toBe(title);
      await page.screenshot({ path: artifact(`content${path.replace('/', '-')}-${lang}.png`), fullPage: true });
    }
    // the FAQ from the Game menu, the privacy notice and the credits from the footer
    await open(page, '/', lang);
    await page.getByTestId('game-menu-button').click();
    await page.getByTestId('game-faq').click();
    await page.waitForURL('**/faq**');
    await page.getByTestId('faq-page').waitFor();
    expect(await page.getByTestId('faq-item').count()).toBeGreaterThan(5);
    await page.getByTestId('footer-privacy').click();
    await page.waitForURL('**/privacy**');
    await page.getByTestId('privacy-page').waitFor();
    expect(await page.locator('#main').textContent()).toContain('arena.sid');
    await page.getByTestId('footer-credits').click();
    await page.waitForURL('**/credits**');
    await page.getByTestId('business-inquiries').waitFor();
    await page.close();
  });

  test('the live statistics routes: a player is refused, a visitor asked to sign in and brought back', async () => {
    const context = await signedInContext(browser, stack.baseUrl, PLAYER, 'Just a player');
    const player = await context.newPage();
    await open(player, '/gods');
    await player.getByTestId('stats-refused').waitFor();
    expect(player.url()).toContain('/gods');
    await context.close();

    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await open(visitor, '/abilities');
    // the visitor's page shows the link in its first HTML: clicked before the page's code has
    // hydrated it, it goes to Steam (its href), not to the dev sign-in
    await waitUntilHydrated(visitor, 'stats-sign-in-button');
    await visitor.getByTestId('stats-sign-in-button').click();
    // the site's dev sign-in, as a stats reader: back on /abilities, which opens the console's page
    await visitor.getByTestId('dev-steam-id').fill('76561198000000823');
    await visitor.getByTestId('dev-display-name').fill('Reader');
    await visitor.getByTestId('dev-role').selectOption('STATS_GUY');
    await visitor.getByTestId('dev-sign-in-submit').click();
    // the console's page loads, a full page load from /abilities (what the browser shows, not a request
    // predicate: a navigation by location.replace was missed by one now and then)
    await visitor.waitForURL((url) => url.pathname === '/admin/stats/abilities');
    await visitor.close();
  });
});
