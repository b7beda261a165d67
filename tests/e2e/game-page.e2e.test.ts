import type { Browser, Page } from 'playwright-core';
import { loadSampleGame } from '../support/sample-game';
import { artifact, launchChromium, waitUntilHydrated } from '../support/browser';
import { postPlayerResult, startTestStack, TestStack } from '../support/test-stack';

const MATCH = '6617222774';
const WINNER = '76561197960956468';

/**
 * A game server posts the real game 6617222774 over HTTP; a player opens it in Chromium.
 */
describe('the real game 6617222774 on the site', () => {
  const sample = loadSampleGame();
  const byPlace = [...sample].sort((a, b) => a.place - b.place);
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack({ ADMIN_STEAM_IDS: WINNER });
    for (const payload of sample) expect((await postPlayerResult(stack.baseUrl, payload)).status).toBe(200);
    await stack.settle();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function openGame(page: Page, lang: 'en' | 'cn') {
    await page.goto(`${stack.baseUrl}/games/${MATCH}?lang=${lang}`);
    await page.getByTestId('game-row').nth(7).waitFor();
  }

  test.each([
    ['en', ['Lifestealer', 'Shopkeeper', 'Phantom Assassin', 'cloudGod', 'Rix', 'Brewmaster', 'Pudge', 'Rix'], '1st'],
    ['cn', ['噬魂鬼', '商店老板', '幻影刺客', 'cloudGod', '瑞克斯', '酒仙', '帕吉', '瑞克斯'], '第1名'],
  ] as const)('in %s: eight players in place order with their gods, heroes and ability levels', async (lang, gods, first) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1400 } });
    await openGame(page, lang);
    const rows = page.getByTestId('game-row');
    expect(await rows.count()).toBe(8);
    expect(await page.getByTestId('player-name').allInnerTexts()).toEqual(byPlace.map((p) => p.username));
    expect((await page.getByTestId('god-name').allInnerTexts()).map((t) => t.trim())).toEqual(gods);
    expect((await page.getByTestId('place').first().innerText()).trim()).toBe(first);
    // each player's rounds show when the player's last round ended
    expect((await page.getByTestId('end-time').allInnerTexts()).filter((text) => /\d/.test(text))).toHaveLength(8);
    // ranked game of new players: rating changes from the Herald table, signed
    expect((await page.getByTestId('rating-change').allInnerTexts()).map((t) => t.trim())).toEqual([
      '+200',
      '+150',
      '+100',
      '+75',
      '+50',
      '+25',
      '+10',
      '0',
    ]);

    for (const [index, player] of byPlace.entries()) {
      const row = rows.nth(index);
      const heroes = row.getByTestId('hero');
      expect(await heroes.count()).toBe(player.heroes.length);
      for (const [h, hero] of player.heroes.entries()) {
        const heroCell = heroes.nth(h);
        expect(await heroCell.getAttribute('data-hero')).toBe(hero.name.replace(/^npc_dota_hero_/, ''));
        const abilities = heroCell.getByTestId('ability');
        const shown = await abilities.evaluateAll((nodes) =>
          nodes.map((n) => [n.getAttribute('data-ability'), Number(n.getAttribute('data-level'))]),
        );
        expect(shown).toEqual(hero.abilities.map((a) => [a.name, a.level]));
        expect(await heroCell.getByTestId('empty-ability').count()).toBe(4 - hero.abilities.length);
      }
    }
    await page.screenshot({ path: artifact(`game-${MATCH}-${lang}.png`), fullPage: true });
    await page.close();
  });

  test.each(['en', 'cn'] as const)("in %s: the winner's name opens the winner's profile", async (lang) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1100 } });
    await openGame(page, lang);
    await page.getByTestId('player-name').first().click();
    await page.waitForURL(`**/players/${WINNER}`);
    await page.getByTestId('profile-name').waitFor();
    expect(await page.getByTestId('profile-name').innerText()).toContain('SUNSfan');
    expect(await page.getByTestId('ladder-mmr').innerText()).toContain('200');
    expect(await page.getByTestId('rank-badge').getAttribute('data-rank')).toBe('Herald');
    expect(await page.getByTestId('rank-badge').getAttribute('data-pips')).toBe('3');
    expect(await page.getByTestId('rank-badge').innerText()).toContain(lang === 'en' ? 'Herald' : '先锋');
    await page.screenshot({ path: artifact(`player-${WINNER}-${lang}.png`), fullPage: true });
    await page.close();
  });

  test('going back restores the scroll position once the page has its data again', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 500 } });
    const page = await context.newPage();
    await openGame(page, 'en');
    // the site's scroll restoration loads after the first render; it has taken over from the browser's
    await page.waitForFunction(() => history.scrollRestoration === 'manual');
    const last = page.getByTestId('player-name').last();
    await last.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    // the game's data comes late when the page is shown again: its position must wait for it
    await page.route(`**/api/games/${MATCH}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await last.click();
    await page.waitForURL(/\/players\//);
    await page.getByTestId('profile-name').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // a reload empties the page's data cache: going back, the game must be fetched again
    await page.reload();
    await page.getByTestId('profile-name').waitFor();
    await page.goBack();
    await page.getByTestId('game-row').nth(7).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, scrolled, { timeout: 10_000 });
    await context.close();
  });

  test('an unknown game says so, and an unknown page redirects to /404', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.baseUrl}/games/1234567?lang=en`);
    await page.getByText('Game not found').waitFor();
    await page.goto(`${stack.baseUrl}/no/such/page?lang=cn`);
    // the redirect keeps the query: the 404 page is in Chinese
    await page.waitForURL((url) => url.pathname === '/404' && url.search === '?lang=cn');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN', undefined, { timeout: 5_000 });
    await page.goto(`${stack.baseUrl}/no/such/page?lang=en`);
    await page.getByText('Page not found').waitFor();
    expect(new URL(page.url()).pathname).toBe('/404');
    await page.close();
  });

  test('a Chinese browser gets the Chinese site without asking', async () => {
    const context = await browser.newContext({ locale: 'zh-TW' });
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/games/${MATCH}`);
    await page.getByTestId('game-row').first().waitFor();
    expect((await page.getByTestId('place').first().innerText()).trim()).toBe('第1名');
    await context.close();
  });

  test('the language menu switches the page, its own texts too, without ever showing a text key, and the choice stays', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    // every text the page ever shows that looks like a text key ("game.place", "columns.rank"): a missing text
    await context.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { shownKeys: string[] }).shownKeys = shown;
      const looksLikeKey = /^[a-z][a-zA-Z]*(\.[a-zA-Z0-9_]+)+$/;
      const check = (node: Node) => {
        const text = node.textContent?.trim() ?? '';
        if (node.nodeType === Node.TEXT_NODE && looksLikeKey.test(text)) shown.push(text);
        node.childNodes.forEach(check);
      };
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'characterData') check(record.target);
          record.addedNodes.forEach(check);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const shownKeys = () => page.evaluate(() => (window as unknown as { shownKeys: string[] }).shownKeys);
    const page = await context.newPage();
    const place = page.getByTestId('place').first();
    await page.goto(`${stack.baseUrl}/games/${MATCH}`);
    await page.getByTestId('game-row').first().waitFor();
    expect((await place.innerText()).trim()).toBe('1st');

    await page.getByTestId('language-menu').locator('[data-lang="cn"]').click();
    await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
    expect((await place.innerText()).trim()).toBe('第1名');
    expect(await page.getByRole('link', { name: '首页' }).count()).toBeGreaterThan(0);
    expect(await shownKeys()).toEqual([]);

    // the choice is stored: the next visit, without ?lang, is Chinese from its first paint
    await page.reload();
    await page.getByTestId('game-row').first().waitFor();
    expect((await place.innerText()).trim()).toBe('第1名');
    expect(await shownKeys()).toEqual([]);

    await page.getByTestId('language-menu').locator('[data-lang="en"]').click();
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    expect((await place.innerText()).trim()).toBe('1st');
    expect(await shownKeys()).toEqual([]);
    await context.close();
  });

  test('a player signs in from a game page, comes back to it, and signs out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openGame(page, 'en');
    // the visitor's page shows the button before the site's code can take the click
    await waitUntilHydrated(page, 'sign-in');
    await page.getByTestId('sign-in').click();
    await page.getByTestId('dev-steam-id').fill('76561198062147437');
    await page.getByTestId('dev-display-name').fill('TANGO');
    await page.getByTestId('dev-sign-in-submit').click();
    await page.waitForURL(`**/games/${MATCH}?lang=en`);
    // the profile's username wins over the name typed at sign-in
    expect(await page.getByTestId('session-user').innerText()).toContain('TANGOMANGOPANGO');
    await page.getByTestId('game-row').first().waitFor();
    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-in').waitFor();
    expect(await page.getByTestId('session-user').count()).toBe(0);
    await context.close();
  });

  test("an admin copies the specification's summary of the game to the clipboard", async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/games/${MATCH}?lang=en`);
    expect(await page.getByTestId('copy-game-json').count()).toBe(0);

    const signIn = await page.request.post(`${stack.baseUrl}/api/auth/dev`, {
      headers: { origin: stack.baseUrl },
      data: { steam_id: WINNER, display_name: 'SUNSfan' },
    });
    expect(signIn.status()).toBe(200);
    await openGame(page, 'en');
    // the clipboard takes writes from a focused page only
    await page.bringToFront();
    await page.getByTestId('copy-game-json').click();
    await page.getByTestId('toast').filter({ hasText: 'Game data copied to clipboard' }).waitFor();
    // per player in place order: index = place - 1, god, heroes with names and abilities with names and levels
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as unknown;
    expect(copied).toEqual(
      byPlace.map((p) => ({
        playerId: p.place - 1,
        god: p.god,
        heroes: p.heroes.map((h) => ({ name: h.name, abilities: h.abilities.map((a) => ({ name: a.name, level: a.level })) })),
      })),
    );
    await context.close();
  });
});
