import type { Browser, Page } from 'playwright-core';
import type { DailyQuests, PlayerProfile, PlayerStats } from '@arena/contract';
import type { PlayerResult } from '@arena/domain';
import { json } from '../support/command-service';
import { artifact, launchChromium, signedInContext } from '../support/browser';
import { loadSampleGame } from '../support/sample-game';
import { postPlayerResult, startTestStack, TestStack } from '../support/test-stack';

/**
 * Progression in Chromium (docs/game-rules.md "Progression"): a signed-in player with games behind
 * them sees the My Profile badge count, claims a daily quest on /profile and a battle-pass level
 * on /profile/battlepass, and the badge and the header balance change at once; /profile/stats shows
 * the games as the server counts them; in English and in Chinese, with screenshots.
 */

const PLAYERS = { en: '76561198000001601', cn: '76561198000001602' } as const;
/** 13 first places: 1,300 XP is level 5 (free reward: 250 gold), and every daily quest of the pool is complete. */
const GAMES = 13;

/** A won game: 9 rounds won, three abilities at Gaben level (9). */
function wonGame(template: PlayerResult, steamId: string, i: number): PlayerResult {
  const { bonus: _bonus, doubledown: _doubledown, ...rest } = template;
  return {
    ...rest,
    steamID: steamId,
    username: `Climber ${steamId.slice(-2)}`,
    // the poster is listed once among the players: in the template's place
    players: rest.players.map((entry) => (entry.steamID === template.steamID ? { ...entry, steamID: steamId } : entry)),
    matchID: String(7_200_000_000 + Number(steamId.slice(-2)) * 100 + i),
    place: 1,
    ranked: true,
    wins: 9,
    losses: 3,
    rounds: 12,
    heroes: [
      {
        name: 'npc_dota_hero_axe',
        tier: 1,
        abilities: [0, 1, 2].map((n) => ({ name: `custom_ability_${n}`, level: 9, isUltimate: false, icon: `ability_${n}` })),
      },
    ],
  };
}

describe('progression in a browser', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startTestStack({ RATE_LIMIT_PER_MINUTE: '1000000' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const signedIn = (steamId: string) => signedInContext(browser, stack.baseUrl, steamId, `Climber ${steamId.slice(-2)}`);

  const attribute = async (page: Page, testId: string, name: string) => Number(await page.getByTestId(testId).getAttribute(name));

  /** Waits until the element `testId` has `name` = `expected`, at most `ms`. */
  async function attributeBecomes(page: Page, testId: string, name: string, expected: number, ms: number): Promise<void> {
    await page.waitForFunction(
      ([id, attr, value]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute(attr) === String(value),
      [testId, name, expected] as const,
      { timeout: ms },
    );
  }

  test.each(['en', 'cn'] as const)(
    'in %s: the badge counts what is claimable; claiming a quest and a level changes it and the balance at once',
    async (lang) => {
      const steamId = PLAYERS[lang];
      // signed in first, so the daily quests count every game that follows
      const context = await signedIn(steamId);
      const template = loadSampleGame()[0];
      for (let i = 0; i < GAMES; i++) expect((await postPlayerResult(stack.baseUrl, wonGame(template, steamId, i))).status).toBe(200);
      await stack.settle();
      const profile = await json<PlayerProfile>(await context.request.get(`${stack.baseUrl}/api/players/${steamId}`));
      expect(profile.bp_level).toBe(5);
      const expectedBadge = profile.unclaimed_quests + profile.unopened_chests + profile.unclaimed_bp_rewards;

      const page = await context.newPage();
      await page.goto(`${stack.baseUrl}/profile?lang=${lang}`);
      await attributeBecomes(page, 'user-menu-button', 'data-badge', expectedBadge, 5_000);
      await page.getByTestId('quest').first().waitFor();
      await page.screenshot({ path: artifact(`profile-${lang}.png`) });

      const quest = page.locator('[data-testid="quest"][data-completed="true"]').first();
      const questId = (await quest.getAttribute('data-quest-id'))!;
      const quests = await json<DailyQuests>(await context.request.get(`${stack.baseUrl}/api/players/${steamId}/daily_quests`));
      const questGold = quests.find((entry) => entry.quest_id === questId)!.coin_reward;
      const coins = await attribute(page, 'coin-balance', 'data-coins');
      await page.getByTestId(`quest-claim-${questId}`).click();
      // the header and the badge follow the claim's answer: no reload, no waiting for the projector
      await attributeBecomes(page, 'coin-balance', 'data-coins', coins + questGold, 2_000);
      await attributeBecomes(page, 'user-menu-button', 'data-badge', expectedBadge - 1, 2_000);
      await page.screenshot({ path: artifact(`profile-claimed-${lang}.png`) });

      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('profile-link').waitFor();
      await page.screenshot({ path: artifact(`profile-menu-${lang}.png`) });

      await page.goto(`${stack.baseUrl}/profile/battlepass?lang=${lang}`);
      await page.getByTestId('bp-claim-5').waitFor();
      await page.screenshot({ path: artifact(`battlepass-${lang}.png`) });
      // the level's tooltip, shown on hover, gives the total XP
      const tip = page.getByTestId('bp-level-tooltip');
      expect(await tip.isVisible()).toBe(false);
      // the tooltips' library loads after the page: hover once it holds the trigger (a pointer already
      // resting there opens it with its next move, which a test's pointer never makes)
      await page.locator('[data-testid="bp-level"][data-state]').waitFor({ state: 'attached' });
      await page.getByTestId('bp-level').hover();
      await tip.waitFor({ state: 'visible', timeout: 2_000 });
      expect(await tip.textContent()).toContain(new Intl.NumberFormat('en-US').format(await attribute(page, 'bp-level', 'data-total-xp')));
      await page.screenshot({ path: artifact(`battlepass-tip-${lang}.png`) });
      await page.mouse.move(0, 0);
      // the header's Plus badge opens its tooltip the same way
      const plusTip = page.getByTestId('plus-tooltip');
      expect(await plusTip.isVisible()).toBe(false);
      await page.locator('[data-testid="plus-badge"][data-state]').waitFor({ state: 'attached' });
      await page.getByTestId('plus-badge').hover();
      await plusTip.waitFor({ state: 'visible', timeout: 2_000 });
      await page.mouse.move(0, 0);
      const before = await attribute(page, 'coin-balance', 'data-coins');
      await page.getByTestId('bp-claim-5').click();
      // level 5's free reward is 250 gold
      await attributeBecomes(page, 'coin-balance', 'data-coins', before + 250, 2_000);
      await attributeBecomes(page, 'user-menu-button', 'data-badge', expectedBadge - 2, 2_000);
      await page.screenshot({ path: artifact(`battlepass-claimed-${lang}.png`) });

      // what the page shows is what the server recorded
      await stack.settle();
      const after = await json<PlayerProfile>(await context.request.get(`${stack.baseUrl}/api/players/${steamId}`));
      expect(after.coins).toBe(coins + questGold + 250);
      expect(after.unclaimed_quests + after.unopened_chests + after.unclaimed_bp_rewards).toBe(expectedBadge - 2);

      // the stats page shows the 13 won games as the server counts them
      const stats = await json<PlayerStats>(await context.request.get(`${stack.baseUrl}/api/players/${steamId}/stats`));
      expect([stats.games, stats.placements[0], stats.records.most_rounds_won?.value]).toEqual([GAMES, GAMES, 9]);
      await page.goto(`${stack.baseUrl}/profile/stats?lang=${lang}`);
      await page.getByTestId('stats-heroes').waitFor();
      expect(
        await page
          .locator('[data-testid="placement-bar"]')
          .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('data-games')))),
      ).toEqual(stats.placements);
      expect(await attribute(page, 'record-most-rounds-won', 'data-value')).toBe(9);
      expect(await page.locator('[data-testid="stats-heroes"] tbody tr').count()).toBe(stats.heroes.length);
      expect(await page.locator('[data-testid="stats-gods"] tbody tr').count()).toBe(stats.gods.length);
      await page.screenshot({ path: artifact(`stats-${lang}.png`), fullPage: true });
      await context.close();
    },
  );
});
