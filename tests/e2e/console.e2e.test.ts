import type { Browser, Page } from 'playwright-core';
import { artifact, signedInContext, startSiteWithSampleGame } from '../support/browser';
import type { TestStack } from '../support/test-stack';

const ADMIN = '76561197960287930';

/**
 * The admin console in Chromium, served at /admin under its Content-Security-Policy: an admin
 * signed in with the dev sign-in sees the dashboard with no CSP violation, switches the console to
 * Russian and Chinese, and opens the sales list.
 */
describe('the admin console in a browser', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    ({ stack, browser } = await startSiteWithSampleGame({ ADMIN_STEAM_IDS: ADMIN }));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function adminPage(): Promise<{ page: Page; violations: string[] }> {
    const context = await signedInContext(browser, stack.baseUrl, ADMIN, 'Console Admin');
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    return { page, violations };
  }

  test('an admin sees the dashboard, with no CSP violation', async () => {
    const { page, violations } = await adminPage();
    await page.goto(`${stack.baseUrl}/admin`);
    await page.getByTestId('dashboard').waitFor();
    await page.getByText('Signed in as Console Admin (Administrator)').waitFor();
    await page.screenshot({ path: artifact('console-dashboard.png') });
    expect(violations).toEqual([]);
    await page.context().close();
  });

  test('a visitor gets the console sign-in page', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.baseUrl}/admin/sales`);
    await page.getByTestId('sign-in-page').waitFor();
    expect(page.url()).toContain('/admin/login');
    await page.close();
  });

  test('the console switches to Russian and to Chinese', async () => {
    const { page } = await adminPage();
    await page.goto(`${stack.baseUrl}/admin`);
    await page.getByTestId('dashboard').waitFor();
    for (const [language, text] of [
      ['Русский', 'Вы вошли как Console Admin'],
      ['中文', '当前登录：Console Admin'],
    ] as const) {
      await page
        .getByRole('button', { name: /language|язык|语言/i })
        .or(page.locator('button[aria-label]').filter({ hasText: /^(EN|RU|ZH)$/i }))
        .first()
        .click();
      await page.getByRole('menuitem', { name: language }).click();
      await page.getByText(text).waitFor();
    }
    await page.screenshot({ path: artifact('console-chinese.png') });
    await page.context().close();
  });

  test('an admin opens the sales list', async () => {
    const { page } = await adminPage();
    await page.goto(`${stack.baseUrl}/admin/sales`);
    await page.locator('table').first().waitFor();
    await page.screenshot({ path: artifact('console-sales.png') });
    await page.context().close();
  });
});
