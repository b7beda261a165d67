import type { BrowserContext, Page } from 'playwright-core';

/**
 * Before `context`'s pages load: each page remembers the first element matching `selector` as the
 * HTML parser inserts it (the site's scripts are modules, which run only once the HTML is parsed).
 * `firstParsedStayed` then tells whether React hydrated that element in place.
 *
 * It lives beside the end-to-end tests, not in `tests/support`: its page functions need the DOM's
 * types, which the root configuration these tests compile with has and the support build's has not.
 */
export async function catchFirstParsed(context: BrowserContext, selector: string): Promise<void> {
  await context.addInitScript((wanted: string) => {
    const seen = window as unknown as { firstParsed?: Element | null };
    new MutationObserver(() => {
      seen.firstParsed ??= document.querySelector(wanted);
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

/**
 * Whether the element `catchFirstParsed` caught is still in the document and still the first one
 * matching `selector`: the page's markup was hydrated in place, not rendered afresh.
 */
export function firstParsedStayed(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((wanted: string) => {
    const first = (window as unknown as { firstParsed?: Element | null }).firstParsed;
    return !!first && first.isConnected && first === document.querySelector(wanted);
  }, selector);
}
