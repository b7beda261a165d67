/**
 * After `vite build`: the site's pages for the command service, `dist/site-pages.json`:
 * `{ "pages": [{ "pattern": "/games/:gameId", "title": "Game result · Ability Arena", "description": "..." }],
 *    "notFound": { "pattern": "/404", "title": ..., "description": ... } }`.
 * The patterns are the app's own routes (`src/app/feature-routes.ts`, loaded with Vite's module
 * runner, each feature's `routes.ts` in place of its index so no component is loaded); the texts
 * are the English locale strings the routes' `head` keys name. The server answers 404 for a path
 * no pattern matches and writes the title and description into the page's first HTML.
 *
 * Each page without wildcards or optional segments (`/`, `/leaderboard`, `/games/:gameId`, ...)
 * but those whose route says `prerender: false`, and the not-found page, also carry their
 * prerendered markup, before any answer of the API but the game data the learn pages wait for
 * (`answerGameDataReads`) (`src/entry-server.tsx`, run in Vite's SSR module runner), in both
 * languages:
 * `"markup": { "en": "<div class=\"app\">...", "cn": "..." }` for a reader whose session is not
 * known yet, and `"visitorMarkup"` (when it differs) for a reader the server knows to have none.
 * A parameter's value is `<!--param:gameId-->` in the markup, which the server replaces with the
 * request's (`markupOf` checks that a page shows its parameters and depends on them no further);
 * a value the server reads per request is `<!--value:playerName-->`, and the page lists it,
 * `"values": ["playerName", "ladderMmr", "bpLevel"]` (`VALUE_TOKENS`).
 * Then the built stylesheets the page draws with beyond index.html's,
 * `"styles": ["/assets/HomePage-x.css", ...]`, and per language the page's own JavaScript chunks
 * to preload, `"scripts": { "en": ["/assets/HomePage-x.js", ...], "cn": [...] }` (from
 * `dist/.vite/manifest.json`, for the modules the page's render loaded), and the route's
 * `"preload": ["/api/games/:gameId"]`, the API reads the page starts with. The server writes them into the page's first HTML, so it paints before the
 * JavaScript runs, which then hydrates it, and its data is on the way before. A page whose render
 * fails keeps no markup (a warning says why).
 *
 * Usage: node scripts/site-pages.mjs   (exits 1 when a head key is not in the English locale files)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, runnerImport } from 'vite';
import { catalogGodsView, HEROES_VIEW, SPELLS_VIEW } from '@arena/contract';

/**
 * Values a page's markup may show beyond its parameters, which the server reads per request and
 * fills in (HTML-escaped), each with the stand-in the build renders in its place
 * (`answerGameDataReads`), stored as `<!--value:name-->`: a player's page shows the profile's
 * `playerName` (its `username`, else its Steam id), `ladderMmr` and `bpLevel` (whole numbers, which
 * the page formats for its language as `numberText` does, and so does the server).
 */
const VALUE_TOKENS = { playerName: 'PlayerNameStandIn', ladderMmr: 987654321, bpLevel: 876543219 };

/** A whole number as the site's `useFormat().number` writes it in `lang`: `Intl.NumberFormat` of the language's locale. */
const numberText = (value, lang) => new Intl.NumberFormat(lang === 'cn' ? 'zh-CN' : 'en').format(value);
/** A value's stand-in as the markup in `lang` shows it. */
const tokenText = (name, lang) => (typeof VALUE_TOKENS[name] === 'number' ? numberText(VALUE_TOKENS[name], lang) : VALUE_TOKENS[name]);

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

/**
 * `@arena/domain/<path>` resolves to that module of libs/domain's sources, as vite.config.ts's
 * aliases resolve the few the site imports: `runnerImport` loads no config file (its own options
 * set `configFile: false`) and leaves every other bare import to Node.
 */
const domainModules = {
  name: 'domain-modules',
  enforce: 'pre',
  resolveId(source) {
    return source.startsWith('@arena/domain/')
      ? join(site, '../../libs/domain/src', `${source.slice('@arena/domain/'.length)}.ts`)
      : undefined;
  },
};

const { module } = await runnerImport(join(site, 'src/app/feature-routes.ts'), {
  logLevel: 'error',
  plugins: [routesInPlaceOfIndexes, domainModules],
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
const head = (pattern, { title, description } = {}, preload) => ({
  pattern,
  title: title ? english('common:app.documentTitle', true).replace('{{page}}', english(title)) : siteName,
  description: english(description ?? module.DEFAULT_DESCRIPTION),
  ...(preload?.length && { preload }),
});
const pages = module.FEATURE_ROUTES.map((route) => head(route.index ? '/' : `/${route.path}`, route.head, route.preload));
const notFound = head(`/${module.NOT_FOUND_PATH}`, module.NOT_FOUND_HEAD);
// a route says `prerender: false` when the server would never send its markup (its parameters are not digits)
const rendered = await prerenderPages([notFound, ...pages.filter((_page, i) => module.FEATURE_ROUTES[i].prerender !== false)]);
writeFileSync(join(site, 'dist/site-pages.json'), JSON.stringify({ pages, notFound }, null, 2) + '\n');
console.log(
  `site-pages: ${pages.length} page patterns and the not-found page written to dist/site-pages.json, ${rendered} of them prerendered`,
);
process.exit(0);

/**
 * Each parameter's value while a page with parameters is prerendered (`/games/:gameId` as
 * `/games/31415926535897930`), and the second set its markup is checked with: 17 digits, as a
 * Steam id has (a game id has fewer), so that a page checking its parameter's form takes the
 * same branch for both.
 */
function tokenOf(set, index) {
  return `${['3141592653589793', '2718281828459045'][set]}${index}`;
}

/** What a parameter's value is replaced with in the stored markup; the server puts the request's value there. */
function marker(name) {
  return `<!--param:${name}-->`;
}

/** The stored markup with each value's stand-in as its marker, and the names of the values it shows. */
function withValueMarkers(markup) {
  const names = Object.keys(VALUE_TOKENS).filter((name) => ['en', 'cn'].some((lang) => markup[lang].includes(tokenText(name, lang))));
  const marked = (lang) => names.reduce((html, name) => html.replaceAll(tokenText(name, lang), `<!--value:${name}-->`), markup[lang]);
  return { markup: { en: marked('en'), cn: marked('cn') }, names };
}

/**
 * `pattern` rendered by `renderPage` with each `:name` parameter set to token set `set`, in each
 * language, for a visitor or not: `{ en, cn }`.
 */
async function renderIn(renderPage, pattern, set, visitor) {
  let index = 0;
  const path = pattern.replace(/:[A-Za-z]+/g, () => tokenOf(set, index++));
  return { en: await renderPage(path, 'en', visitor), cn: await renderPage(path, 'cn', visitor) };
}

/**
 * A page's markup in both languages for a visitor or not (see the header), with its parameters'
 * values as markers. A page with parameters is rendered twice, with two sets of values, and keeps
 * markup only when the second render is the first with the values swapped: the parameters appear
 * as they are and change nothing else, so the server may put any value of the same form in their
 * place. Throws when they do not.
 */
async function markupOf(renderPage, pattern, visitor) {
  const names = pattern.match(/:[A-Za-z]+/g)?.map((name) => name.slice(1)) ?? [];
  const first = await renderIn(renderPage, pattern, 0, visitor);
  if (names.length === 0) return first;
  const second = await renderIn(renderPage, pattern, 1, visitor);
  const swap = (markup, from, to) => names.reduce((text, name, i) => text.replaceAll(from(i, name), to(i, name)), markup);
  for (const lang of ['en', 'cn'])
    if (
      swap(
        first[lang],
        (i) => tokenOf(0, i),
        (i) => tokenOf(1, i),
      ) !== second[lang]
    )
      throw new Error(`its markup depends on its parameters beyond showing them (${lang})`);
  const marked = (markup) =>
    swap(
      markup,
      (i) => tokenOf(0, i),
      (_i, name) => marker(name),
    );
  return { en: marked(first.en), cn: marked(first.cn) };
}

/**
 * The API reads a page may wait for while it is prerendered (`useQueriesWhileHydrating`): the
 * learn pages' catalogs, answered as the command service answers them, from the same game data
 * (`@arena/contract`'s views: the spells, the heroes, and the gods with the flags before any admin
 * acted; a page shows no flag until hydrated), so their markup shows the first cards; and a
 * player's profile, with stand-ins for the values the server fills in per request
 * (`VALUE_TOKENS`). Any other fetch fails the page's render, which then keeps no markup (a warning says why).
 */
function answerGameDataReads() {
  const answers = new Map([
    ['/api/spells', SPELLS_VIEW],
    ['/api/heroes', HEROES_VIEW],
    ['/api/gods', catalogGodsView()],
  ]);
  globalThis.fetch = async (input) => {
    const path = typeof input === 'string' ? input : input.url;
    // a player's profile: the values its page shows stand-ins the server replaces (see VALUE_TOKENS)
    const player = /^\/api\/players\/([0-9]+)$/.exec(path);
    const { playerName, ladderMmr, bpLevel } = VALUE_TOKENS;
    const answer = player ? { steam_id: player[1], username: playerName, ladder_mmr: ladderMmr, bp_level: bpLevel } : answers.get(path);
    if (answer === undefined) throw new Error(`a page read ${path} while prerendered, which the build does not answer`);
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
}

/**
 * Adds to each page whose pattern has no wildcard or optional segment (see above): `markup` (a
 * reader whose session is not known yet: one with the session cookie), `visitorMarkup` (a known
 * visitor; left out when the same), `styles`, `scripts` per language, and `preload`, the route's
 * API reads to start with the page (`/api/games/:gameId`). A page's modules are those its render
 * in a language loads into an empty module graph; its stylesheets are all of theirs, its scripts
 * only its own components' chunks (not the shell's, which every page loads, rendered first: the
 * not-found page's; not its texts'; not the chunks they import). Preloading those too was measured
 * with Lighthouse's slow network: it delayed the first paint (home 1.8 → 2.4 s), as their bytes
 * take the bandwidth the stylesheets need, and made no page's largest paint earlier. Answers how
 * many pages were rendered.
 */
async function prerenderPages(list) {
  answerGameDataReads();
  const manifest = JSON.parse(readFileSync(join(site, 'dist/.vite/manifest.json'), 'utf8'));
  const inIndex = new Set(chunksOf(manifest, 'index.html'));
  const cssInIndex = new Set(cssOf(manifest, 'index.html'));
  const server = await createServer({
    configFile: join(site, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  let count = 0;
  try {
    const { runner } = server.environments.ssr;
    let renderPage;
    /** Renders `path` in `lang` from an empty module graph; answers the dynamic entries (manifest keys) the render loaded. */
    const entriesOfRender = async (path, lang) => {
      runner.clearCache();
      ({ renderPage } = await runner.import('/src/entry-server.tsx'));
      await renderPage(path, lang, false);
      return [...runner.evaluatedModules.idToModuleMap.keys()]
        .map((id) => relative(site, id.split('?')[0]))
        .filter((id) => manifest[id]?.isDynamicEntry);
    };
    let shell;
    for (const page of list) {
      if (/[*?]/.test(page.pattern)) continue;
      try {
        const path = page.pattern.replace(/:[A-Za-z]+/g, '1');
        const entries = { en: await entriesOfRender(path, 'en'), cn: await entriesOfRender(path, 'cn') };
        // the shell's chunks (the not-found page's: the layout's, its texts), loaded by every page
        shell ??= new Set([...entries.en, ...entries.cn]);
        const { markup, names } = withValueMarkers(await markupOf(renderPage, page.pattern, false));
        const { markup: visitorMarkup, names: visitorNames } = withValueMarkers(await markupOf(renderPage, page.pattern, true));
        page.markup = markup;
        if (visitorMarkup.en !== markup.en || visitorMarkup.cn !== markup.cn) page.visitorMarkup = visitorMarkup;
        const values = [...new Set([...names, ...visitorNames])];
        if (values.length) page.values = values;
        const styles = new Set([...entries.en, ...entries.cn].flatMap((id) => cssOf(manifest, id)).filter((css) => !cssInIndex.has(css)));
        page.styles = [...styles].map((file) => `/${file}`);
        const scriptsOf = (ids) =>
          ids
            .filter((id) => !shell.has(id) && /\.tsx?$/.test(id))
            .map((id) => manifest[id].file)
            .filter((file) => !inIndex.has(file));
        page.scripts = { en: scriptsOf(entries.en).map((file) => `/${file}`), cn: scriptsOf(entries.cn).map((file) => `/${file}`) };
      } catch (error) {
        console.warn(`site-pages: ${page.pattern} is not prerendered: ${error instanceof Error ? error.stack : error}`);
        continue;
      }
      count++;
    }
  } finally {
    await server.close();
  }
  return count;
}

/** The JavaScript files of a manifest entry's chunk and of the chunks it imports statically. */
function chunksOf(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const own = /\.js$/.test(manifest[key].file) ? [manifest[key].file] : [];
  return [...own, ...(manifest[key].imports ?? []).flatMap((dep) => chunksOf(manifest, dep, seen))];
}

/** The stylesheets of a manifest entry's chunk and of the chunks it imports statically. */
function cssOf(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [...(manifest[key].css ?? []), ...(manifest[key].imports ?? []).flatMap((dep) => cssOf(manifest, dep, seen))];
}
