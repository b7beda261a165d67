/**
 * After `vite build`: the site's pages for the command service, `dist/site-pages.json`:
 * `{ "pages": [{ "pattern": "/games/:gameId", "title": "Game result · Ability Arena", "description": "..." }],
 *    "notFound": { "pattern": "/404", "title": ..., "description": ... } }`.
 * The patterns are the app's own routes (`src/app/feature-routes.ts`, loaded with Vite's module
 * runner, each feature's `routes.ts` in place of its index so no component is loaded); the texts
 * are the English locale strings the routes' `head` keys name. The server answers 404 for a path
 * no pattern matches and writes the title and description into the page's first HTML.
 *
 * Usage: node scripts/site-pages.mjs   (exits 1 when a head key is not in the English locale files)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const site = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FEATURE_INDEX = /^\.\.\/features\/([^/]+)$/;

/** `../features/<name>` imported by feature-routes.ts resolves to that feature's routes.ts. */
const routesInPlaceOfIndexes = {
  name: 'routes-in-place-of-indexes',
  enforce: 'pre',
  resolveId(source, importer) {
    const match = importer?.endsWith('feature-routes.ts') ? FEATURE_INDEX.exec(source) : null;
    return match ? join(site, 'src/features', match[1], 'routes.ts') : undefined;
  },
};

const { module } = await runnerImport(join(site, 'src/app/feature-routes.ts'), {
  configFile: join(site, 'vite.config.ts'),
  logLevel: 'error',
  plugins: [routesInPlaceOfIndexes],
});

const locales = new Map();
/** The English text of `namespace:key.path`; exits when there is none. */
function english(key, placeholders = false) {
  const [ns, path] = key.split(':');
  if (!locales.has(ns)) locales.set(ns, JSON.parse(readFileSync(join(site, 'src/locales/en', `${ns}.json`), 'utf8')));
  const text = path.split('.').reduce((tree, part) => tree?.[part], locales.get(ns));
  if (typeof text !== 'string' || (!placeholders && text.includes('{{'))) {
    console.error(`site-pages: ${key} is not a text without placeholders in src/locales/en/${ns}.json`);
    process.exit(1);
  }
  return text;
}

const siteName = english('common:app.name');
const head = (pattern, { title, description } = {}) => ({
  pattern,
  title: title ? english('common:app.documentTitle', true).replace('{{page}}', english(title)) : siteName,
  description: english(description ?? module.DEFAULT_DESCRIPTION),
});
const pages = module.FEATURE_ROUTES.map((route) => head(route.index ? '/' : `/${route.path}`, route.head));
const notFound = head(`/${module.NOT_FOUND_PATH}`, module.NOT_FOUND_HEAD);
writeFileSync(join(site, 'dist/site-pages.json'), JSON.stringify({ pages, notFound }, null, 2) + '\n');
console.log(`site-pages: ${pages.length} page patterns and the not-found page written to dist/site-pages.json`);
process.exit(0);
