import type { Browser, Page } from 'playwright-core';
import type { CosmeticsList, WalletView } from '@arena/contract';
import { DEMO_CODE, loadDemoEconomy } from '@arena/command';
import { artifact, launchChromium, signInThroughSite } from '../support/browser';
import { json } from '../support/command-service';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * The economy in Chromium (docs/game-rules.md "Economy", "Chests"): a player signs in, redeems the demo
 * code, buys a chest with gold and sees the balance fall at once, opens the chest in the
 * armory and equips what dropped; in English and in Chinese, with screenshots.
 */

const PLAYERS = { en: '76561198000001501', cn: '76561198000001502' } as const;
/** How many chests a player may open looking for an equippable drop (55 % of a basic chest's rolls are). */
const MAX_OPENINGS = 15;

describe('the store, the redeem page and the armory in a browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let equippable: Set<string>;
  let chestPrice: number;

  beforeAll(async () => {
    stack = await startTestStack();
    await loadDemoEconomy(stack.projectorStore);
    await stack.settle();
    const catalog = await json<CosmeticsList>(await fetch(`${stack.baseUrl}/api/cosmetics`));
    equippable = new Set(catalog.filter((item) => item.equip_group !== '').map((item) => item.id));
    const chest = catalog.find((item) => item.id === 'chest_basic')!;
    // the basic chest is sold for gold
    chestPrice = (chest.sale?.gold_price ?? chest.gold_price)!;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const coins = async (page: Page) => Number(await page.getByTestId('coin-balance').getAttribute('data-coins'));

  /** Waits until the header shows `expected` gold, at most `ms`. */
  async function balanceBecomes(page: Page, expected: number, ms: number): Promise<void> {
    await page.waitForFunction(
      (value) => document.querySelector('[data-testid="coin-balance"]')?.getAttribute('data-coins') === String(value),
      expected,
      { timeout: ms },
    );
  }

  test.each(['en', 'cn'] as const)(
    'in %s: sign in, redeem the demo code, buy a chest, open it in the armory, equip what dropped',
    async (lang) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();

      await page.goto(`${stack.baseUrl}/redeem_code?lang=${lang}`);
      await signInThroughSite(page, PLAYERS[lang], `Shopper ${lang}`);
      await page.getByTestId('redeem-input').fill(DEMO_CODE.code.toLowerCase());
      await page.getByTestId('redeem-submit').click();
      await page.getByTestId('redeem-result').waitFor();
      await balanceBecomes(page, DEMO_CODE.gold, 5_000);
      await page.screenshot({ path: artifact(`redeem-${lang}.png`) });

      await page.goto(`${stack.baseUrl}/store?lang=${lang}`);
      const chest = page.getByTestId('store-item-chest_basic');
      await chest.getByTestId('select-item').click();
      await page.getByTestId('chest-odds-chest_basic').first().waitFor();
      const before = await coins(page);
      await page.getByTestId('buy-button').click();
      // the header falls as soon as the purchase answers: no reload, no waiting for the projector
      await balanceBecomes(page, before - chestPrice, 2_000);
      await page.screenshot({ path: artifact(`store-${lang}.png`) });

      await page.goto(`${stack.baseUrl}/profile/armory?lang=${lang}`);
      const chests = page.getByTestId('armory-item-chest_basic');
      let dropped: string | undefined;
      for (let opening = 0; opening < MAX_OPENINGS && !dropped; opening++) {
        if (opening > 0 && (await chests.count()) === 0) {
          await page.goto(`${stack.baseUrl}/store?lang=${lang}`);
          await page.getByTestId('store-item-chest_basic').getByTestId('select-item').click();
          await page.getByTestId('buy-button').click();
          await page.goto(`${stack.baseUrl}/profile/armory?lang=${lang}`);
        }
        await chests.getByTestId('open-chest').click();
        const dialog = page.getByTestId('chest-drops');
        await dialog.getByTestId('chest-drop').first().waitFor();
        if (opening === 0) await page.screenshot({ path: artifact(`armory-chest-${lang}.png`) });
        const items = await dialog
          .getByTestId('chest-drop')
          .evaluateAll((drops) =>
            drops.filter((drop) => drop.getAttribute('data-duplicate') === 'false').map((drop) => drop.getAttribute('data-item')!),
          );
        dropped = items.find((item) => equippable.has(item));
        await dialog.getByTestId('chest-drops-close').click();
      }
      expect(dropped).toBeDefined();

      const card = page.getByTestId(`armory-item-${dropped}`);
      await card.getByTestId('equip').click();
      await card.getByTestId('equipped').waitFor();
      expect(await card.getAttribute('data-equipped')).toBe('true');
      await page.screenshot({ path: artifact(`armory-equipped-${lang}.png`) });

      // what the page shows is what the server recorded
      await stack.settle();
      const wallet = await json<WalletView>(await context.request.get(`${stack.baseUrl}/api/players/${PLAYERS[lang]}/wallet`));
      expect(wallet.items.find((item) => item.item_id === dropped)?.equipped).toBe(true);
      await context.close();
    },
  );
});
