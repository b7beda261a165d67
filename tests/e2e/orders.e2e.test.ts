import type { Browser, BrowserContext, Page } from 'playwright-core';
import { en as consoleTexts } from '../../apps/admin/src/i18n/en';
import cnOrders from '../../apps/site/src/locales/cn/orders.json';
import enOrders from '../../apps/site/src/locales/en/orders.json';
import { artifact, launchChromium, signedInContext } from '../support/browser';
import { startTestStack, type TestStack } from '../support/test-stack';

const PLAYER = '76561198000001901';
const PLAYER_NAME = 'Paying Player';
const SUPPORT = '76561198000001902';

/** The catalog's gold packs bought here (libs/domain catalog: `gold_10000` $4.99, `gold_33000` $14.99). */
const TEN_THOUSAND = { id: 'gold_10000', gold: 10_000 } as const;
const THIRTY_THREE_THOUSAND = { id: 'gold_33000', gold: 33_000 } as const;
const REFUND_REASON = 'Player asked for a refund by mail';

type Lang = 'en' | 'cn';
const SITE_TEXTS = { en: enOrders, cn: cnOrders } as const;
const HISTORY = consoleTexts.arena.history;
/** The title of the history's selected row ("State after %{type} (position %{position})"), any row. */
const STATE_AFTER = new RegExp(`^${HISTORY.state_after.split('%{')[0]}`);
/** That title's start for a row of `type` ("State after OrderRevoked"). */
const stateAfter = (type: string) => HISTORY.state_after.split(' (')[0].replace('%{type}', type);

/**
 * Real-money checkout and support's purchase-history replay in Chromium (docs/api.md
 * "Orders (real money)", "Support: purchase history and orders"), against the real HTTP API and
 * the embedded local payment provider: a player buys the 10,000 gold pack with Alipay and sees
 * the result page reach success and the balance grow; a second purchase is failed on the
 * provider's page and the result page shows the issue; the same pages in Chinese; SUPPORT opens
 * the player's purchase history in the console, steps to the failed order, refunds the paid one,
 * and the player's balance and history show it. Screenshots under artifacts/e2e/orders-*.png.
 * Each step builds on the previous one (one player, in order).
 */
describe('real-money checkout and the purchase-history replay in a browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let player: BrowserContext;
  let page: Page;
  /** the header's balance before the first purchase */
  let startingGold: number;
  let paidOrderId: string;
  let failedOrderId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
    player = await signedInContext(browser, stack.baseUrl, PLAYER, PLAYER_NAME);
    page = await player.newPage();
  });
  afterAll(async () => {
    await player?.close();
    await browser?.close();
    await stack?.stop();
  });

  /** The gold the header shows (its `data-coins`), once it shows any. */
  async function headerGold(target: Page): Promise<number> {
    const balance = target.getByTestId('coin-balance');
    await balance.waitFor();
    return Number(await balance.getAttribute('data-coins'));
  }

  /** Waits until the header shows `expected` gold. */
  async function headerGoldBecomes(target: Page, expected: number, ms = 15_000): Promise<void> {
    await target.waitForFunction(
      (value) => document.querySelector('[data-testid="coin-balance"]')?.getAttribute('data-coins') === String(value),
      expected,
      { timeout: ms },
    );
  }

  /**
   * In the store (`lang`): selects `itemId` on its card, picks `method`, presses Pay; resolves
   * on the local provider's page, with the order id the provider's page names.
   */
  async function checkout(lang: Lang, itemId: string, method: 'card' | 'alipay' | 'wechat_pay'): Promise<void> {
    const texts = SITE_TEXTS[lang];
    await page.goto(`${stack.baseUrl}/store?lang=${lang}`);
    await page.getByTestId(`store-item-${itemId}`).getByTestId('select-item').click();
    const panel = page.getByTestId('money-checkout');
    await panel.getByRole('heading', { name: texts.checkout.summary }).waitFor();
    await panel.getByRole('radio', { name: texts.methods[method] }).check();
    await panel.getByTestId('money-pay').click();
    await page.waitForURL('**/pay/local/**');
    await page.getByRole('heading', { name: texts.local.title }).waitFor();
    // the provider's page keeps the method chosen in the store
    expect(await page.getByRole('radio', { name: texts.methods[method] }).isChecked()).toBe(true);
  }

  /** Presses Pay or Fail on the local provider's page; resolves on the result page with its order id. */
  async function settle(lang: Lang, outcome: 'pay' | 'fail'): Promise<string> {
    const texts = SITE_TEXTS[lang];
    await page.getByRole('button', { name: texts.local[outcome], exact: true }).click();
    await page.waitForURL('**/payment/**');
    return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  }

  /** The result page's heading with `text` (it reaches that state by itself, with no reload). */
  const resultTitle = (text: string) => page.getByTestId('payment-result').getByRole('heading', { name: text, exact: true });

  test('a player buys the 10,000 gold pack with Alipay: the result page reaches success and the balance grows', async () => {
    await page.goto(`${stack.baseUrl}/store?lang=en`);
    startingGold = await headerGold(page);

    await checkout('en', TEN_THOUSAND.id, 'alipay');
    await page.screenshot({ path: artifact('orders-local-provider-en.png') });
    paidOrderId = await settle('en', 'pay');

    await resultTitle(enOrders.result.success).waitFor({ timeout: 20_000 });
    await page.getByText(enOrders.result.successHint).waitFor();
    // the page and the header show the new balance without a reload
    await page.waitForFunction(
      (value) => document.querySelector('[data-testid="payment-balance"]')?.getAttribute('data-gold') === String(value),
      startingGold + TEN_THOUSAND.gold,
      { timeout: 15_000 },
    );
    await headerGoldBecomes(page, startingGold + TEN_THOUSAND.gold);
    await page.getByText(enOrders.result.orderId.replace('{{id}}', paidOrderId)).waitFor();
    await page.screenshot({ path: artifact('orders-result-success-en.png') });
  });

  test('a second purchase failed on the provider page: the result page shows the issue, the balance stays', async () => {
    await checkout('en', THIRTY_THREE_THOUSAND.id, 'card');
    failedOrderId = await settle('en', 'fail');
    expect(failedOrderId).not.toBe(paidOrderId);

    await resultTitle(enOrders.result.issue).waitFor({ timeout: 20_000 });
    await page.getByText(enOrders.result.issueHint).waitFor();
    expect(await page.getByTestId('payment-balance').count()).toBe(0);
    expect(await headerGold(page)).toBe(startingGold + TEN_THOUSAND.gold);
    await page.screenshot({ path: artifact('orders-result-issue-en.png') });
  });

  test('in Chinese: the store, the provider page and the result page of a WeChat Pay purchase, and the failed one', async () => {
    const before = await headerGold(page);
    await checkout('cn', THIRTY_THREE_THOUSAND.id, 'wechat_pay');
    await page.getByText(cnOrders.local.notice).waitFor();
    await page.screenshot({ path: artifact('orders-local-provider-cn.png') });
    const orderId = await settle('cn', 'pay');

    await resultTitle(cnOrders.result.success).waitFor({ timeout: 20_000 });
    await page.getByText(cnOrders.result.balance).waitFor();
    await headerGoldBecomes(page, before + THIRTY_THREE_THOUSAND.gold);
    await page.getByText(cnOrders.result.orderId.replace('{{id}}', orderId)).waitFor();
    await page.screenshot({ path: artifact('orders-result-success-cn.png') });

    await page.goto(`${stack.baseUrl}/payment/${failedOrderId}?lang=cn`);
    await resultTitle(cnOrders.result.issue).waitFor();
    await page.getByText(cnOrders.result.issueHint).waitFor();
    await page.screenshot({ path: artifact('orders-result-issue-cn.png') });
  });

  test("SUPPORT steps through the player's history to the failed order, refunds the paid one; the balance and the history show it", async () => {
    await page.goto(`${stack.baseUrl}/store?lang=en`);
    const goldBeforeRefund = await headerGold(page);

    const support = await signedInContext(browser, stack.baseUrl, SUPPORT, 'Support Agent', { role: 'SUPPORT' });
    const desk = await support.newPage();
    try {
      // find the player in the console and open the purchase history from their page
      await desk.goto(`${stack.baseUrl}/admin/players`);
      await desk.getByPlaceholder(consoleTexts.arena.players.search).fill(PLAYER_NAME);
      // the search applies after react-admin's debounce, by changing the list's URL: a click before
      // it would open the player, then be sent back to the list
      await desk.waitForURL(/[?&]filter=/);
      await desk.getByRole('cell', { name: PLAYER, exact: true }).click();
      await desk.waitForURL(`**/admin/players/${PLAYER}/show`);
      const openHistory = desk.getByRole('link', { name: HISTORY.open });
      await openHistory.waitFor();
      await desk.screenshot({ path: artifact('orders-console-player.png') });
      await openHistory.click();
      await desk.waitForURL(`**/admin/players/${PLAYER}/history`);
      const rows = desk.getByTestId('history-rows');
      // the orders' own events are in the player's history, each with its order as the cause
      await rows
        .getByRole('row')
        .filter({ hasText: 'OrderStarted' })
        .filter({ hasText: `${HISTORY.causes.order} ${failedOrderId}` })
        .waitFor();
      await desk.screenshot({ path: artifact('orders-console-history.png'), fullPage: true });

      // step from the first row with Next until the failed payment is selected
      const rowCount = await rows.locator('tbody tr').count();
      // "State after {type} (position {n})", the title of the selected row's panel
      const selectedTitle = desk.getByTestId('history-selected').getByRole('heading', { name: STATE_AFTER });
      await rows.locator('tbody tr').first().click();
      let title = await selectedTitle.innerText();
      for (let step = 0; step < rowCount && !title.startsWith(stateAfter('OrderPaymentFailed')); step++) {
        await desk.getByRole('button', { name: HISTORY.next, exact: true }).click();
        // the panel shows the next row's state before the next step
        await desk.getByTestId('history-selected').getByRole('heading', { name: title, exact: true }).waitFor({ state: 'detached' });
        title = await selectedTitle.innerText();
      }
      expect(title.startsWith(stateAfter('OrderPaymentFailed'))).toBe(true);
      const failedRow = rows.locator('tbody tr.Mui-selected');
      await failedRow.getByRole('cell', { name: 'OrderPaymentFailed', exact: true }).waitFor();
      // a failed payment took nothing and gave nothing: the gold after it is what the paid order left
      await failedRow.getByRole('cell', { name: (startingGold + TEN_THOUSAND.gold).toLocaleString('en-US'), exact: true }).waitFor();
      await desk.screenshot({ path: artifact('orders-console-history-failed.png'), fullPage: true });

      // the orders resource: the paid order, its events, and the refund with a reason
      await desk.goto(`${stack.baseUrl}/admin/orders`);
      const paidRow = desk.getByRole('row').filter({ hasText: paidOrderId });
      await paidRow.getByText(consoleTexts.arena.orders.statuses.fulfilled).waitFor();
      await desk.getByRole('row').filter({ hasText: failedOrderId }).getByText(consoleTexts.arena.orders.statuses.failed).waitFor();
      await paidRow.click();
      await desk.waitForURL(`**/admin/orders/${paidOrderId}/show`);
      await desk.getByTestId('order-events').getByText('OrderFulfilled').waitFor();
      await desk.getByTestId('order-granted').getByText(TEN_THOUSAND.id).waitFor();
      await desk.screenshot({ path: artifact('orders-console-order.png'), fullPage: true });

      await desk.getByRole('button', { name: consoleTexts.arena.orders.refund, exact: true }).click();
      const dialog = desk.getByRole('dialog');
      await dialog.getByLabel(consoleTexts.arena.common.reason).fill(REFUND_REASON);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await desk.getByText(consoleTexts.arena.orders.done, { exact: true }).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // the status shown beside "Status" (react-admin's field of the show page) turns to refunded
      await desk.locator('.ra-field-status').getByText(consoleTexts.arena.orders.statuses.refunded, { exact: true }).waitFor();
      await desk.getByTestId('order-events').getByText('OrderRefunded').waitFor();
      await desk.screenshot({ path: artifact('orders-console-refunded.png'), fullPage: true });

      // the player sees the 10,000 gold taken back, and the result page of the order says it was refunded
      await page.goto(`${stack.baseUrl}/store?lang=en`);
      await headerGoldBecomes(page, goldBeforeRefund - TEN_THOUSAND.gold);
      await page.goto(`${stack.baseUrl}/payment/${paidOrderId}?lang=en`);
      await resultTitle(enOrders.result.refunded).waitFor();
      await page.screenshot({ path: artifact('orders-result-refunded-en.png') });

      // the history: the refund's rows, the gold taken back with the reason and who acted
      await desk.goto(`${stack.baseUrl}/admin/players/${PLAYER}/history`);
      const revoked = desk.getByTestId('history-rows').getByRole('row').filter({ hasText: 'OrderRevoked' });
      await revoked.getByRole('cell', { name: (goldBeforeRefund - TEN_THOUSAND.gold).toLocaleString('en-US'), exact: true }).waitFor();
      const requested = desk.getByTestId('history-rows').getByRole('row').filter({ hasText: 'OrderRefundRequested' });
      await requested.getByRole('cell', { name: SUPPORT, exact: true }).waitFor();
      await requested.click();
      // the selected row's summary: who acted and the reason they gave
      await desk.getByTestId('history-selected').getByText(`${SUPPORT} · ${REFUND_REASON}`).waitFor();
      await revoked.click();
      await desk
        .getByTestId('history-selected')
        .getByRole('heading', { name: stateAfter('OrderRevoked') })
        .waitFor();
      await desk.screenshot({ path: artifact('orders-console-history-refund.png'), fullPage: true });
    } finally {
      await support.close();
    }
  });

  test('Plus month with automatic renewal by card: the profile shows when it renews, and the player stops the renewal', async () => {
    await page.goto(`${stack.baseUrl}/store?lang=en`);
    await page.getByTestId('store-item-plus_month').getByTestId('select-item').click();
    const panel = page.getByTestId('money-checkout');
    await panel.getByRole('radio', { name: enOrders.methods.card }).check();
    await panel.getByRole('checkbox', { name: new RegExp(enOrders.checkout.subscribe) }).check();
    await panel.getByTestId('money-pay').click();
    await page.waitForURL('**/pay/local/**');
    await settle('en', 'pay');
    await resultTitle(enOrders.result.success).waitFor({ timeout: 20_000 });

    await page.goto(`${stack.baseUrl}/profile?lang=en`);
    const renewal = page.getByTestId('plus-renewal');
    await renewal.waitFor({ timeout: 15_000 });
    expect(await renewal.getAttribute('data-renews')).toBe('true');
    await renewal.getByText(enOrders.subscriptions.renewsOn.split(' {{')[0]).waitFor();
    await page.screenshot({ path: artifact('orders-profile-renewing-en.png'), fullPage: true });
    await renewal.getByRole('button', { name: enOrders.subscriptions.stop }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="plus-renewal"]')?.getAttribute('data-renews') === 'false');
    await renewal.getByText(enOrders.subscriptions.endsOn.split(' {{')[0]).waitFor();

    // in Chinese, after a reload: the renewal stays stopped
    await page.goto(`${stack.baseUrl}/profile?lang=cn`);
    await page.getByText(cnOrders.subscriptions.title).waitFor();
    expect(await page.getByTestId('plus-renewal').getAttribute('data-renews')).toBe('false');
    expect(await page.getByRole('button', { name: cnOrders.subscriptions.stop }).count()).toBe(0);
    await page.screenshot({ path: artifact('orders-profile-renewal-stopped-cn.png'), fullPage: true });
  });
});
