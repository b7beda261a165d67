import type { Browser, BrowserContext, Page } from 'playwright-core';
import { artifact, signedInContext, startSiteWithSampleGame } from '../support/browser';
import { loadSampleGame } from '../support/sample-game';
import { TEST_SERVER_KEY, type TestStack } from '../support/test-stack';

const ADMIN = '76561197960287930';
const STATS_GUY = '76561197960287931';
const PLAYER = '76561197960287932';
const FORM_USER = '76561197960287933';

type Role = 'PLAYER' | 'STATS_GUY' | 'SUPPORT' | 'ADMIN';

/**
 * The admin console in Chromium against the real API (docs/api.md "Administration", "Site content
 * and global god flags"): an ADMIN disables a god for everyone and the site and the game servers
 * see it, and the audit list shows why; a STATS_GUY reads the statistics with no edit control and
 * is refused a change; a player is refused the console; the dev sign-in's role; the sign-in
 * landing's way back to the console; the console in Russian and Chinese; the site's tournaments
 * and change log fed by the admin API, in English and Chinese. Every step waits on what a user sees.
 */
describe('the admin console in a browser', () => {
  let stack: TestStack;
  let browser: Browser;
  const sample = loadSampleGame();

  beforeAll(async () => {
    ({ stack, browser } = await startSiteWithSampleGame({ ADMIN_STEAM_IDS: ADMIN }));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function pageAs(steamId: string, name: string, role: Role): Promise<{ page: Page; context: BrowserContext }> {
    const context = await signedInContext(browser, stack.baseUrl, steamId, name, { role });
    return { page: await context.newPage(), context };
  }

  /** A write of the admin API from a signed-in context (the site's origin, a fresh Idempotency-Key). */
  async function write(context: BrowserContext, method: 'post' | 'put', path: string, data: unknown): Promise<number> {
    const answer = await context.request.fetch(`${stack.baseUrl}${path}`, {
      method,
      data,
      headers: { origin: stack.baseUrl, 'idempotency-key': crypto.randomUUID() },
    });
    return answer.status();
  }

  test('an admin sees the dashboard (no CSP violation), the players and a player’s page', async () => {
    const { page, context } = await pageAs(ADMIN, 'Console Admin', 'ADMIN');
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${stack.baseUrl}/admin`);
    await page.getByTestId('dashboard').waitFor();
    await page.getByText('Signed in as Console Admin (Administrator)').waitFor();
    await page.screenshot({ path: artifact('console-dashboard.png') });

    const winner = sample.find((result) => result.place === 1) ?? sample[0];
    await page.goto(`${stack.baseUrl}/admin/players`);
    await page.getByRole('cell', { name: winner.steamID, exact: true }).waitFor();
    await page.screenshot({ path: artifact('console-players.png') });

    await page.getByRole('cell', { name: winner.steamID, exact: true }).click();
    await page.waitForURL(`**/admin/players/${winner.steamID}/show`);
    await page.getByRole('button', { name: 'Grant or take' }).waitFor();
    await page.getByRole('tab', { name: 'Games' }).click();
    const game = page.getByTestId('player-games').getByRole('link').first();
    await game.waitFor();
    await page.screenshot({ path: artifact('console-player.png') });
    // a game of the player opens the games resource's page of it, with its copy-game-data summary
    await game.click();
    await page.getByTestId('game-players').waitFor();
    await page.getByTestId('game-copy-summary').getByText('"playerId": 0').waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  test('an admin disables a god with a reason: the site marks it, the game start reports it, the audit shows it', async () => {
    const { page, context } = await pageAs(ADMIN, 'Console Admin', 'ADMIN');
    const first = await context.request.get(`${stack.baseUrl}/api/admin/gods?sort=${encodeURIComponent('["id","ASC"]')}&range=[0,0]`);
    const [god] = (await first.json()) as { id: string; enabled: boolean }[];
    expect(god.enabled).toBe(true);
    const reason = 'Broken power, disabled until the patch';

    await page.goto(`${stack.baseUrl}/admin/gods`);
    const enabled = page.getByLabel(`Enabled: ${god.id}`);
    await enabled.waitFor();
    await page.screenshot({ path: artifact('console-gods.png') });
    await enabled.click();
    await page.getByRole('dialog').getByLabel('Reason').fill(reason);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('God updated').waitFor();
    await expect(enabled.isChecked()).resolves.toBe(false);

    await stack.settle();
    await page.goto(`${stack.baseUrl}/learn/gods`);
    await page.locator(`[data-god="${god.id}"] [data-testid="god-disabled"]`).waitFor();

    const start = await fetch(`${stack.baseUrl}/api/games/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-server-key': TEST_SERVER_KEY },
      body: JSON.stringify({ data: JSON.stringify({ matchID: '7100000001', steamIDs: [sample[0].steamID, PLAYER] }) }),
    });
    expect(start.status).toBe(200);
    const reply = (await start.json()) as { disabled_gods: string[]; players: { banned_gods: string[] }[] };
    expect(reply.disabled_gods).toContain(god.id);
    for (const player of reply.players) expect(player.banned_gods).toContain(god.id);

    await page.goto(`${stack.baseUrl}/admin/audit`);
    const row = page.getByRole('row').filter({ hasText: reason });
    await row.getByText('god_flags_changed').waitFor();
    await row.getByText(`god:${god.id}`).waitFor();
    await context.close();
  });

  test('a STATS_GUY opens the gods statistics: the chart of the ranked sample game', async () => {
    const { page, context } = await pageAs(STATS_GUY, 'Stats Reader', 'STATS_GUY');
    await page.goto(`${stack.baseUrl}/admin/stats/gods`);
    await page.getByTestId('stats-gods').waitFor();
    await page.getByTestId('gods-chart').waitFor();
    await page.getByTestId('gods-table').getByRole('link').first().waitFor();
    await page.screenshot({ path: artifact('console-stats-gods.png') });

    // the abilities' table names the winner's first ability and its hero by their public names, as the site does
    const hero = [...sample].sort((a, b) => a.place - b.place)[0].heroes[0];
    const names = async (path: string) =>
      (await (await fetch(`${stack.baseUrl}${path}`)).json()) as { id: string; name: { en: string; cn: string } }[];
    const spell = (await names('/api/spells')).find((entry) => entry.id === hero.abilities[0].name)!;
    const body = (await names('/api/heroes')).find((entry) => entry.id === hero.name)!;
    await page.goto(`${stack.baseUrl}/admin/stats/abilities`);
    const table = page.getByTestId('abilities-table');
    await table.getByRole('link', { name: spell.name.en, exact: true }).waitFor();
    await table.getByText(body.name.en, { exact: true }).first().waitFor();
    await context.close();
  });

  test('a STATS_GUY sees the gods with no edit control, and a direct change gets 403', async () => {
    const { page, context } = await pageAs(STATS_GUY, 'Stats Reader', 'STATS_GUY');
    await page.goto(`${stack.baseUrl}/admin/gods`);
    await page.getByTestId('god-enabled').first().waitFor();
    expect(await page.getByTestId('god-enabled-toggle').count()).toBe(0);
    expect(await page.getByRole('switch').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);

    const godId = await page.locator('tbody tr').first().locator('td').first().innerText();
    const status = await page.evaluate(async (id) => {
      const answer = await fetch(`/api/admin/gods/${encodeURIComponent(id)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ enabled: false, reason: 'not mine to change' }),
      });
      return answer.status;
    }, godId.trim());
    expect(status).toBe(403);
    await context.close();
  });

  test('a player opening the console is refused', async () => {
    const { page, context } = await pageAs(PLAYER, 'Just Playing', 'PLAYER');
    await page.goto(`${stack.baseUrl}/admin`);
    await page.getByTestId('access-denied').waitFor();
    await expect(page.getByTestId('dashboard').count()).resolves.toBe(0);
    await context.close();
  });

  test("a visitor signs in with the console's dev sign-in, choosing the role", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/admin/stats/gods`);
    await page.getByTestId('sign-in-page').waitFor();
    await page.getByLabel('Steam id (17 digits)').fill(FORM_USER);
    await page.getByLabel('Display name').fill('Form Stats');
    await page.getByTestId('dev-role').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Stats user' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // back on the page the visitor asked for, then the dashboard names the role granted
    await page.getByTestId('stats-gods').waitFor();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByText('Signed in as Form Stats (Stats user)').waitFor();
    await context.close();
  });

  test("the site's sign-in landing sends a sign-in started in the console back to it (a full page load)", async () => {
    const { page, context } = await pageAs(STATS_GUY, 'Stats Reader', 'STATS_GUY');
    await page.goto(`${stack.baseUrl}/`);
    await page.evaluate(() => sessionStorage.setItem('arena.returnTo', '/admin/stats/gods'));
    await page.goto(`${stack.baseUrl}/redirect`);
    await page.getByTestId('stats-gods').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/stats/gods');
    await context.close();
  });

  test('the console switches to Russian and to Chinese from its language menu', async () => {
    const { page, context } = await pageAs(ADMIN, 'Console Admin', 'ADMIN');
    await page.goto(`${stack.baseUrl}/admin`);
    await page.getByTestId('dashboard').waitFor();
    for (const [current, language, text] of [
      ['English', 'Русский', 'Вы вошли как Console Admin (Администратор)'],
      ['Русский', '中文', '当前登录：Console Admin（管理员）'],
    ] as const) {
      await page.getByRole('button', { name: current }).click();
      await page.getByRole('menuitem', { name: language }).click();
      await page.getByText(text).waitFor();
      await page.screenshot({ path: artifact(`console-${language === '中文' ? 'chinese' : 'russian'}.png`) });
    }
    await context.close();
  });

  test('the tournaments and the change log an admin records are on the site, in English and Chinese', async () => {
    const { page, context } = await pageAs(ADMIN, 'Console Admin', 'ADMIN');
    const tournament = {
      name: 'Monthly community tournament',
      date: '2031-05-03',
      signup_url: 'https://example.com/signup',
      results_url: null,
      prize_pool_usd_cents: 100_000,
      reason: 'next month',
    };
    expect(await write(context, 'post', '/api/admin/tournaments', tournament)).toBe(200);
    const entry = { date: '2031-04-01', text: { en: 'New gods arrived.', cn: '新的神明已加入。' }, reason: 'release notes' };
    expect(await write(context, 'post', '/api/admin/changelog', entry)).toBe(200);
    await stack.settle();

    for (const [lang, title, changelogTitle, text] of [
      ['en', 'Tournaments', 'Change log', entry.text.en],
      ['cn', '锦标赛', '更新日志', entry.text.cn],
    ] as const) {
      await page.goto(`${stack.baseUrl}/tournaments?lang=${lang}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      const row = page.getByTestId('tournament-row').filter({ hasText: tournament.name });
      await row.getByText('2031').waitFor();
      await row.getByText(/1,000|1000/).waitFor();
      await page.screenshot({ path: artifact(`site-tournaments-${lang}.png`), fullPage: true });

      await page.goto(`${stack.baseUrl}/changelog?lang=${lang}`);
      await page.getByRole('heading', { name: changelogTitle, level: 1 }).waitFor();
      await page.getByTestId('changelog-entry').filter({ hasText: text }).waitFor();
    }
    await context.close();
  });
});
