import type { Browser, Page } from 'playwright-core';
import { artifact, signedInContext, startSiteWithSampleGame } from '../support/browser';
import type { TestStack } from '../support/test-stack';

/** The sample game's winner: signed in, with a Plus badge in the header. */
const PLAYER = '76561197960956468';

/** What the focused element is: its test id, else its tag, and its link's path. */
function focused(page: Page): Promise<{ testId: string | null; tag: string; path: string | null; text: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      testId: el?.getAttribute('data-testid') ?? null,
      tag: el?.tagName ?? '',
      path: el instanceof HTMLAnchorElement ? new URL(el.href).pathname : null,
      text: el?.textContent?.trim() ?? '',
    };
  });
}

/**
 * Waits (at most 2 s) until the focused element has the test id `want.testId` or is a link to
 * `want.path`: the menus move the focus in their effects, just after the key's event.
 */
async function expectFocus(page: Page, want: { testId?: string; path?: string }): Promise<void> {
  try {
    await page.waitForFunction(
      ({ testId, path }) => {
        const el = document.activeElement;
        if (!el) return false;
        if (testId !== undefined && el.getAttribute('data-testid') !== testId) return false;
        return path === undefined || (el instanceof HTMLAnchorElement && new URL(el.href).pathname === path);
      },
      want,
      { timeout: 2_000 },
    );
  } catch {
    // the same comparison, for a readable failure
    const now = await focused(page);
    expect({ testId: want.testId === undefined ? undefined : now.testId, path: want.path === undefined ? undefined : now.path }).toEqual(
      want,
    );
  }
}

/**
 * Presses Tab (or Shift+Tab) until the element `testId` has the focus, at most 40 times. A header
 * menu's button is a stand-in until the menus' library is in (each menu's part is retried on its
 * own, so one menu may be in before another): then it waits until the menu's own button (Radix's,
 * with its `data-state`) has the focus, which it takes over from the stand-in.
 */
async function tabTo(page: Page, testId: string, backwards = false): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if ((await focused(page)).testId === testId) {
      if (testId.endsWith('-menu-button')) {
        await page.waitForFunction((id) => {
          const el = document.activeElement;
          return el?.getAttribute('data-testid') === id && el.hasAttribute('data-state');
        }, testId);
      }
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

const menuOpen = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"][role="menu"]`).isVisible();

/** The new page's heading (its first h1) takes the focus once it shows. */
async function expectFocusOnHeading(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 5_000 });
  expect((await focused(page)).text).toBe((await page.locator('#main h1').first().textContent())?.trim());
}

/**
 * The header with the keyboard alone, in English and Chinese: Tab reaches the Learn, Game, Stats
 * and My Profile menu buttons; Enter or ArrowDown opens a menu on its first item, the arrow keys (Home, End) move,
 * Escape closes it and gives the focus back to the button, Tab leaves and closes it; Enter on an
 * item goes to its page and the focus lands on that page's h1. The mobile menu (burger) answers
 * the arrow keys and Escape the same way; the Plus badge's tooltip shows on focus and Escape hides
 * it; a toast has a dismiss button.
 */
describe('the header with the keyboard alone', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    ({ stack, browser } = await startSiteWithSampleGame({ RATE_LIMIT_PER_MINUTE: '1000000' }));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /**
   * Opens `path` and waits for the header's menus (their library loads after the first render)
   * and, for a signed-in reader, for the client's render with the session (the session chip): the
   * first HTML has the menus' buttons already (prerendered with their library), so they alone do
   * not show that the page's code runs and a key would reach it.
   */
  async function open(page: Page, path: string, lang: 'en' | 'cn', signedIn = true): Promise<void> {
    await page.goto(`${stack.baseUrl}${path}?lang=${lang}`);
    await page.locator('#main h1').first().waitFor();
    await page.locator('[data-testid="learn-menu-button"][data-state]').waitFor({ state: 'attached' });
    if (signedIn) await page.getByTestId('session-user').waitFor({ state: 'attached' });
  }

  test.each([
    ['en', 'Spells', 'Gods'],
    ['cn', '技能', '神祇'],
  ] as const)('in %s: the Learn and My Profile menus, with the keyboard alone', async (lang, spells, gods) => {
    const context = await signedInContext(browser, stack.baseUrl, PLAYER, 'Winner');
    const page = await context.newPage();
    await open(page, '/', lang);
    // the first load leaves the focus alone
    expect((await focused(page)).tag).toBe('BODY');

    // Learn: Enter opens it on its first item
    await tabTo(page, 'learn-menu-button');
    await page.keyboard.press('Enter');
    expect(await menuOpen(page, 'learn-menu')).toBe(true);
    expect(await page.getByTestId('learn-menu-button').getAttribute('aria-expanded')).toBe('true');
    await expectFocus(page, { path: '/learn/spells' });
    expect((await focused(page)).text).toBe(spells);
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, { path: '/learn/gods' });
    expect((await focused(page)).text).toBe(gods);
    await page.keyboard.press('ArrowUp');
    await expectFocus(page, { path: '/learn/spells' });
    await page.screenshot({ path: artifact(`header-learn-menu-${lang}.png`) });
    // Escape closes it; the focus is back on the button
    await page.keyboard.press('Escape');
    expect(await menuOpen(page, 'learn-menu')).toBe(false);
    await expectFocus(page, { testId: 'learn-menu-button' });
    expect(await page.getByTestId('learn-menu-button').getAttribute('aria-expanded')).toBe('false');
    // Tab leaves a menu: it closes, the button keeps the focus
    await page.keyboard.press('ArrowDown');
    expect(await menuOpen(page, 'learn-menu')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await menuOpen(page, 'learn-menu')).toBe(false);
    await expectFocus(page, { testId: 'learn-menu-button' });
    // ArrowDown opens it; Enter on the second item goes to the gods, whose heading gets the focus
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, { path: '/learn/spells' });
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, { path: '/learn/gods' });
    await page.screenshot({ path: artifact(`header-learn-gods-${lang}.png`) });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/learn/gods**');
    await expectFocusOnHeading(page);
    expect(await menuOpen(page, 'learn-menu')).toBe(false);

    // My Profile, from the heading back up into the header
    await tabTo(page, 'user-menu-button', true);
    await page.keyboard.press('Enter');
    expect(await menuOpen(page, 'user-menu-list')).toBe(true);
    await expectFocus(page, { testId: 'profile-link' });
    await page.keyboard.press('End');
    await expectFocus(page, { testId: 'redeem-code-link' });
    await page.keyboard.press('Home');
    await expectFocus(page, { testId: 'profile-link' });
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, { testId: 'armory-link' });
    await page.screenshot({ path: artifact(`header-user-menu-${lang}.png`) });
    await page.keyboard.press('Escape');
    expect(await menuOpen(page, 'user-menu-list')).toBe(false);
    await expectFocus(page, { testId: 'user-menu-button' });
    // a click elsewhere (the focus leaves) closes it too
    await page.keyboard.press('ArrowDown');
    expect(await menuOpen(page, 'user-menu-list')).toBe(true);
    await page.locator('#main h1').click();
    expect(await menuOpen(page, 'user-menu-list')).toBe(false);
    // Enter on "My stats" goes there; the focus lands on its heading
    await tabTo(page, 'user-menu-button', true);
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, { testId: 'profile-link' });
    // ... My stats, Store, Redeem a code: End, then up twice
    await page.keyboard.press('End');
    await expectFocus(page, { testId: 'redeem-code-link' });
    await page.keyboard.press('ArrowUp');
    await expectFocus(page, { path: '/store' });
    await page.keyboard.press('ArrowUp');
    await expectFocus(page, { testId: 'my-stats-link' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile/stats**');
    await expectFocusOnHeading(page);
    await page.screenshot({ path: artifact(`header-after-menu-${lang}.png`) });

    // the Plus badge's tooltip: shown on focus, hidden by Escape
    await tabTo(page, 'plus-badge', true);
    const tip = page.getByTestId('plus-tooltip');
    await tip.waitFor({ state: 'visible', timeout: 2_000 });
    expect(await page.getByTestId('plus-badge').getAttribute('aria-describedby')).toBeTruthy();
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden', timeout: 2_000 });
    await expectFocus(page, { testId: 'plus-badge' });
    await context.close();
  });

  test.each([
    ['en', 'Leaderboard', 'Games'],
    ['cn', '排行榜', '对局'],
  ] as const)('in %s: the Game menu and, for a stats reader, the Stats menu, with the keyboard alone', async (lang, leaderboard, games) => {
    const context = await signedInContext(browser, stack.baseUrl, '76561198000000811', 'Reader', { role: 'STATS_GUY' });
    const page = await context.newPage();
    await open(page, '/', lang);
    await tabTo(page, 'game-menu-button');
    await page.keyboard.press('Enter');
    expect(await menuOpen(page, 'game-menu')).toBe(true);
    await expectFocus(page, { path: '/leaderboard' });
    expect((await focused(page)).text).toBe(leaderboard);
    // End: the last item, "Report a bug", a link to another site
    await page.keyboard.press('End');
    await expectFocus(page, { testId: 'report-bug' });
    await page.screenshot({ path: artifact(`header-game-menu-${lang}.png`) });
    await page.keyboard.press('Escape');
    await expectFocus(page, { testId: 'game-menu-button' });
    // the Stats menu: the console's pages, a full page load each
    await tabTo(page, 'stats-menu-button');
    await page.keyboard.press('ArrowDown');
    expect(await menuOpen(page, 'stats-menu')).toBe(true);
    await expectFocus(page, { path: '/admin/stats/games' });
    expect((await focused(page)).text).toBe(games);
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, { path: '/admin/stats/gods' });
    await page.screenshot({ path: artifact(`header-stats-menu-${lang}.png`) });
    await page.keyboard.press('Escape');
    await expectFocus(page, { testId: 'stats-menu-button' });
    await context.close();
  });

  test.each(['en', 'cn'] as const)('in %s: the mobile menu answers the arrow keys and Escape', async (lang) => {
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
    await open(page, '/games', lang, false);
    await tabTo(page, 'menu-burger');
    await page.keyboard.press('Enter');
    const panel = page.locator('#main-nav');
    await panel.waitFor({ state: 'visible' });
    expect(await page.getByTestId('menu-burger').getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, { path: '/' });
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, { path: '/games' });
    await page.keyboard.press('ArrowUp');
    await expectFocus(page, { path: '/' });
    // the Learn menu inside it keeps its own keys: Escape closes the Learn menu only
    await tabTo(page, 'learn-menu-button');
    await page.keyboard.press('Enter');
    expect(await menuOpen(page, 'learn-menu')).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menuOpen(page, 'learn-menu')).toBe(false);
    expect(await panel.isVisible()).toBe(true);
    await page.screenshot({ path: artifact(`header-mobile-menu-${lang}.png`) });
    // Escape closes the panel; the focus is back on the burger
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expectFocus(page, { testId: 'menu-burger' });
    // an item of the panel goes to its page; the heading takes the focus
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, { path: '/matchmaking' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/matchmaking**');
    await expectFocusOnHeading(page);
    await panel.waitFor({ state: 'hidden' });
    await page.close();
  });

  test.each(['en', 'cn'] as const)('in %s: a toast can be dismissed', async (lang) => {
    const context = await signedInContext(browser, stack.baseUrl, PLAYER, 'Winner');
    const page = await context.newPage();
    await open(page, '/redeem_code', lang);
    await page.getByTestId('redeem-input').fill('NO-SUCH-CODE-42');
    await page.keyboard.press('Enter');
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    // F8 takes the focus to the toasts; Tab reaches the dismiss button
    await page.keyboard.press('F8');
    await tabTo(page, 'toast-dismiss');
    expect(await page.getByTestId('toast-dismiss').getAttribute('aria-label')).toBe(lang === 'en' ? 'Dismiss' : '关闭');
    await page.keyboard.press('Enter');
    await toast.waitFor({ state: 'detached', timeout: 2_000 });
    await context.close();
  });
});
