import * as fs from 'node:fs';
import * as path from 'node:path';

/** One page's JavaScript before it can show anything: the entry chunk and what it loads at once. */
export interface PageJavaScript {
  files: string[];
  gzipBytes: number;
}

/**
 * The initial JavaScript of the home and game pages, as the site build measured it
 * (`apps/site/dist/bundle-size.json`, written by `apps/site/scripts/bundle-size.mjs`).
 * Budget: home page under 150 kB (150,000 bytes) gzipped, as the build script checks it.
 * @throws Error when the site has not been built.
 */
export function readInitialJavaScript(root: string): { pages: Record<string, PageJavaScript>; budgets: Record<string, number> } {
  const file = path.join(root, 'apps/site/dist/bundle-size.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build)`);
  const pages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, PageJavaScript>;
  return { pages, budgets: { home: 150_000 } };
}
