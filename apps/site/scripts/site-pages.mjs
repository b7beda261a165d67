/**
 * After `vite build`: the site's pages for the command service, `dist/site-pages.json`:
 * `{ "pages": [{ "pattern": "/games/:gameId", "title": "Game result · Ability Arena", "description": "..." }],
 *    "notFound": { "pattern": "/404", "title": ..., "description": ... } }`.
 * The patterns are the app's own routes (`src/app/feature-routes.ts`, loaded with Vite's module
 * runner, each feature's `routes.ts` in place of its index so no component is loaded); the texts
 * are the English locale strings the routes' `head` keys name. The server answers 404 for a path
 * no pattern matches and writes the title and description into the page's first HTML.
 *
 * Each page without parameters or wildcards (`/`, `/leaderboard`, `/learn/gods`, ...) and the
 * not-found page also carry their prerendered markup, as a visitor first sees them:
 * `"markup": { "en": "<div class=\"app\">...", "cn": "..." }` (`src/entry-server.tsx`, run in
 * Vite's SSR module runner), and the built stylesheets the page draws with beyond index.html's,
 * `"styles": ["/assets/HomePage-x.css", ...]`, and its own JavaScript chunks to preload,
 * `"scripts": ["/assets/HomePage-x.js", ...]` (from `dist/.vite/manifest.json`, for the modules
 * the page's render loaded). The server writes them into the page's first HTML, so it paints
 * before the JavaScript runs, which then hydrates it. A page whose render fails keeps no markup
 * (a warning says why).
 *
 * Usage: node scripts/site-pages.mjs   (exits 1 when a head key is not in the English locale files)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, runnerImport } from 'vite';

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
const rendered = await prerenderPages([notFound, ...pages]);
writeFileSync(join(site, 'dist/site-pages.json'), JSON.stringify({ pages, notFound }, null, 2) + '\n');
console.log(
  `site-pages: ${pages.length} page patterns and the not-found page written to dist/site-pages.json, ${rendered} of them prerendered`,
);
process.exit(0);

/**
 * Adds `markup`, `styles` and `scripts` (see above) to each page whose pattern has no parameter
 * or wildcard, the not-found page first (its render loads the shell, which every page shares).
 * Answers how many pages were rendered.
 */
async function prerenderPages(list) {
  const manifest = JSON.parse(readFileSync(join(site, 'dist/.vite/manifest.json'), 'utf8'));
  const inIndex = new Set(cssOf(manifest, 'index.html'));
  const server = await createServer({
    configFile: join(site, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  let count = 0;
  try {
    const { runner } = server.environments.ssr;
    const { renderPage } = await runner.import('/src/entry-server.tsx');
    const loaded = () => new Set([...runner.evaluatedModules.idToModuleMap.keys()].map((id) => relative(site, id.split('?')[0])));
    let shell = new Set();
    for (const page of list) {
      if (/[:*?]/.test(page.pattern)) continue;
      const before = loaded();
      try {
        const en = await renderPage(page.pattern, 'en');
        const cn = await renderPage(page.pattern, 'cn');
        page.markup = { en, cn };
      } catch (error) {
        console.warn(`site-pages: ${page.pattern} is not prerendered: ${error instanceof Error ? error.stack : error}`);
        continue;
      }
      // the modules this page's render loaded first (its own chunks), and the shell's (every page's)
      const own = [...loaded()].filter((id) => !before.has(id) && manifest[id]?.isDynamicEntry);
      if (page === list[0]) shell = new Set(own);
      const styles = new Set([...shell, ...own].flatMap((id) => cssOf(manifest, id)).filter((css) => !inIndex.has(css)));
      page.styles = [...styles].map((file) => `/${file}`);
      page.scripts = own.filter((id) => !shell.has(id) && /\.tsx?$/.test(id)).map((id) => `/${manifest[id].file}`);
      count++;
    }
  } finally {
    await server.close();
  }
  return count;
}

/** The stylesheets of a manifest entry's chunk and of the chunks it imports statically. */
function cssOf(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [...(manifest[key].css ?? []), ...(manifest[key].imports ?? []).flatMap((dep) => cssOf(manifest, dep, seen))];
}
