import * as fs from 'node:fs';
import * as path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { loadSampleGame } from './sample-game';
import { postPlayerResult, startTestStack, type TestStack } from './test-stack';

/** Screenshots and other end-to-end artifacts land here (CI keeps them). */
const ARTIFACTS = path.resolve(__dirname, '../../artifacts/e2e');

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchChromium(): Promise<Browser> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const artifact = (name: string) => path.join(ARTIFACTS, name);

/**
 * Waits until the element with `data-testid="{testId}"` is hydrated, that is React has attached
 * its props to the node. A prerendered page is on screen before its code has run; a file chosen
 * or a click on it before then is lost, for a test as for a reader.
 */
export async function waitUntilHydrated(page: Page, testId: string): Promise<void> {
  await page.waitForFunction((selector) => {
    // this file is built without the DOM's types; a string to evaluate is refused by the site's CSP
    const { document } = globalThis as unknown as { document: { querySelector(selector: string): object | null } };
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, `[data-testid="${testId}"]`);
}

/**
 * What a page test of the site starts from: a test stack (with `env`) holding the real 8-player
 * game, posted by the game servers' route and projected, and Chromium.
 * @throws when a result is not answered 200.
 */
export async function startSiteWithSampleGame(env: Record<string, string> = {}): Promise<{ stack: TestStack; browser: Browser }> {
  const stack = await startTestStack(env);
  for (const payload of loadSampleGame()) {
    const { status } = await postPlayerResult(stack.baseUrl, payload);
    if (status !== 200) {
      await stack.stop();
      throw new Error(`posting the sample game answered ${status}`);
    }
  }
  await stack.settle();
  return { stack, browser: await launchChromium() };
}

/**
 * A new browser context (1280 x 900 unless `options.viewport`) signed in as `steamId` with
 * `displayName` (and `options.role`, the user type to sign in with), through the dev sign-in the
 * site's dialog uses (`POST /api/auth/dev`, outside production only).
 * @throws when the sign-in does not answer 200.
 */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  steamId: string,
  displayName: string,
  options: { role?: 'PLAYER' | 'STATS_GUY' | 'SUPPORT' | 'ADMIN'; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  const answer = await context.request.post(`${baseUrl}/api/auth/dev`, {
    data: { steam_id: steamId, display_name: displayName, ...(options.role ? { role: options.role } : {}) },
    headers: { origin: baseUrl },
  });
  if (answer.status() !== 200) {
    await context.close();
    throw new Error(`the dev sign-in of ${steamId} answered ${answer.status()}: ${await answer.text()}`);
  }
  return context;
}

/**
 * Signs in on `page` the way a player does: the header's Sign In button, then the dev sign-in
 * form of its dialog (outside production only); resolves once the header shows the player, on the
 * page the player started from (the return path the site kept in sessionStorage).
 */
export async function signInThroughSite(page: Page, steamId: string, displayName: string): Promise<void> {
  const startedAt = new URL(page.url());
  // a visitor's page shows the button in its first HTML, before the site's code can take the click
  await waitUntilHydrated(page, 'sign-in');
  await page.getByTestId('sign-in').click();
  await page.getByTestId('dev-steam-id').fill(steamId);
  await page.getByTestId('dev-display-name').fill(displayName);
  await page.getByTestId('dev-sign-in-submit').click();
  await page.getByTestId('session-user').waitFor();
  await page.waitForURL((url) => url.pathname === startedAt.pathname);
}
