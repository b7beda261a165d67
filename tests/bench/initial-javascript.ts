import * as fs from 'node:fs';
import * as path from 'node:path';

/** One page's JavaScript before it can show anything: the entry chunk and what it loads at once. */
export interface PageJavaScript {
  files: string[];
  gzipBytes: number;
}

/**
 * The initial JavaScript of the home and game pages, as the site build measured it,
 * (`apps/site/dist/bundle-size.json`, written by `apps/site/scripts/bundle-size.mjs`).
 * and of the admin console's dashboard and players pages (`apps/admin/dist/bundle-size.json`,
 * entries `console dashboard`, `console players`; each resource and statistics page loads on demand).
 * Budgets: home page under 120 kB (120,000 bytes), game page under 150 kB, console dashboard under 300 kB, gzipped, as
 * the build scripts check them.
 * @throws Error when the site or the console has not been built.
 */
export function readInitialJavaScript(root: string): { pages: Record<string, PageJavaScript>; budgets: Record<string, number> } {
  const file = path.join(root, 'apps/site/dist/bundle-size.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build)`);
  const pages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, PageJavaScript>;
  const consoleFile = path.join(root, 'apps/admin/dist/bundle-size.json');
  if (!fs.existsSync(consoleFile)) throw new Error(`${consoleFile} is missing: build the console first (npm run build)`);
  const consolePages = JSON.parse(fs.readFileSync(consoleFile, 'utf8')) as Record<string, PageJavaScript>;
  for (const [page, figures] of Object.entries(consolePages)) pages[`console ${page}`] = figures;
  return { pages, budgets: { home: 120_000, game: 150_000, 'console dashboard': 300_000 } };
}
