import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getIconData, getIcons, iconToSVG } from '@iconify/utils';
import type { IconifyJSON } from '@iconify/types';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkContents } from '../../scripts/chunk-contents.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The gods catalog written in libs/domain; its `icon: 'game-icons:...'` fields are read as text. */
const GODS_FILE = resolve(here, '../../libs/domain/src/catalog/data/gods.ts');
const SUBSET_QUERY = '?subset';
const RESOLVED_PREFIX = '\0game-icons-subset:';
/** A feature's public API: `src/features/<name>/index.ts`. */
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/;

/** Radix Primitives and their own dependencies (positioning, focus and scroll locking helpers). */
const PRIMITIVES =
  /[\\/]node_modules[\\/](@radix-ui|@floating-ui|aria-hidden|detect-node-es|get-nonce|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|tslib|use-callback-ref|use-sidecar)[\\/]/;

/**
 * The shared modules most list pages use (formats, localized names, tables, skeletons, times,
 * avatars, headers): one chunk beside the shell's.
 */
const SHARED_BLOCKS =
  /[\\/]src[\\/]shared[\\/](format|i18n[\\/]localized|components[\\/](ListTable|Skeleton|TimeAgo|Avatar|PageHeader|SectionWithMoreLink))\.tsx?$/;

/**
 * The hooks of the long, searchable lists (the learn pages, the store, the armory, a player's
 * gods): one chunk, which none of the first JavaScript's pages loads (each chunk more is a name
 * more in the shell's preload lists).
 */
const LIST_HOOKS = /[\\/]src[\\/]shared[\\/]hooks[\\/](useSearchParamState|useProgressiveList)\.ts$/;

/** An icon list file, `*.icons.json`: the icons a piece of the site draws. */
interface IconList {
  icons: string[];
  /** drawn when an icon is missing; part of the subset */
  fallback?: string;
  /** add the icon of every god in the gods catalog */
  godsCatalog?: boolean;
}

function godsCatalogIcons(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/icon:\s*['"`](game-icons:[^'"`]+)['"`]/g)].map((match) => match[1]);
}

/**
 * `import icons from './x.icons.json?subset'`: the game-icons named by the list file, extracted at
 * build time and resolved to what an `<svg>` needs (`{ 'game-icons:name': { body, viewBox } }`) for
 * `addCollection`. Each page's code imports the lists it draws, so icons load with the pages that
 * use them; nothing is ever fetched from the Iconify API, and neither the 4000-icon JSON nor
 * Iconify's own code is shipped.
 */
function gameIconSubsets(): Plugin {
  let collection: IconifyJSON | undefined;
  return {
    name: 'arena-game-icons-subset',
    // before Vite's own resolver, which would hand the file to the JSON plugin
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith(SUBSET_QUERY) || !importer) return undefined;
      // ends in .js, not .json: Vite's JSON plugin must leave the generated module alone
      return RESOLVED_PREFIX + resolve(dirname(importer), source.slice(0, -SUBSET_QUERY.length)) + '.js';
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const listFile = id.slice(RESOLVED_PREFIX.length, -'.js'.length);
      this.addWatchFile(listFile);
      const list = JSON.parse(readFileSync(listFile, 'utf8')) as IconList;
      const wanted = new Set([...(list.fallback ? [list.fallback] : []), ...list.icons]);
      const godsFile = list.godsCatalog ? GODS_FILE : undefined;
      if (godsFile && !existsSync(godsFile)) this.error(`the gods catalog is not at ${godsFile}: its icons cannot be extracted`);
      if (godsFile) {
        this.addWatchFile(godsFile);
        for (const icon of godsCatalogIcons(godsFile)) wanted.add(icon);
      }
      collection ??= JSON.parse(readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8')) as IconifyJSON;
      const all = collection;
      const names = [...wanted].filter((n) => n.startsWith('game-icons:')).map((n) => n.slice('game-icons:'.length));
      const missing = names.filter((n) => !all.icons[n] && !all.aliases?.[n]);
      if (missing.length) this.warn(`unknown game-icons skipped in ${listFile}: ${missing.join(', ')}`);
      const subset = getIcons(
        all,
        names.filter((n) => !missing.includes(n)),
      ) ?? { prefix: 'game-icons', icons: {} };
      // each icon (and alias) as the page draws it: its SVG body and viewBox, resolved here so
      // that no icon code of Iconify's runs in the browser
      const drawn: Record<string, { body: string; viewBox: string }> = {};
      for (const name of [...Object.keys(subset.icons), ...Object.keys(subset.aliases ?? {})]) {
        const data = getIconData(subset, name);
        if (!data) continue;
        const { attributes, body } = iconToSVG(data);
        drawn[`${subset.prefix}:${name}`] = { body, viewBox: attributes.viewBox };
      }
      return `export default ${JSON.stringify(drawn)};`;
    },
  };
}

const SYNC_EXTERNAL_STORE_SHIM = /^use-sync-external-store\/shim(\/index\.js)?$/;
const REACT_SYNC_EXTERNAL_STORE = '\0react-use-sync-external-store';

/**
 * `use-sync-external-store/shim` (read by wouter) stands in for a hook React
 * has had since 18, and hands React's own over when there is one: the bundle takes React's
 * directly, without the shim's code.
 */
function reactSyncExternalStore(): Plugin {
  return {
    name: 'arena-react-use-sync-external-store',
    enforce: 'pre',
    resolveId: (source) => (SYNC_EXTERNAL_STORE_SHIM.test(source) ? REACT_SYNC_EXTERNAL_STORE : undefined),
    load: (id) => (id === REACT_SYNC_EXTERNAL_STORE ? "export { useSyncExternalStore } from 'react';" : undefined),
  };
}

export default defineConfig({
  root: here,
  base: '/',
  plugins: [
    react(),
    reactSyncExternalStore(),
    gameIconSubsets(),
    chunkContents(),
    // every text asset beside a .br and a .gz twin, served by the command service to clients that accept them
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|txt)$/, exclude: /[\\/]\.vite[\\/]/ }),
  ],
  resolve: {
    alias: {
      // The only code of libs/domain in the bundle, each written once there: plain constants and pure
      // functions (the lobbies' constants and rating-range rule, the generated avatar, the site's
      // languages as the command service also reads them). scripts/site-pages.mjs resolves them too.
      '@arena/domain/lobbies/constants': resolve(here, '../../libs/domain/src/lobbies/constants.ts'),
      '@arena/domain/avatars/generated-avatar': resolve(here, '../../libs/domain/src/avatars/generated-avatar.ts'),
      '@arena/domain/shared/site-language': resolve(here, '../../libs/domain/src/shared/site-language.ts'),
    },
  },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    // every browser the site supports preloads modules itself (Chrome 66, Firefox 115, Safari 17):
    // no polyfill in the first JavaScript
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: read by scripts/bundle-size.mjs
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // A feature's index.ts only re-exports. Importing one name from it (the app takes the
        // routes) must not pull the feature's other modules, and their stylesheets and icons,
        // into the importer's chunk.
        moduleSideEffects: (id) => (FEATURE_INDEX.test(id) ? false : undefined),
      },
      output: {
        // Libraries change less often than the app: separate, cacheable chunks. The accessible
        // primitives (Radix and what it builds on: menus, tooltips, toasts) are only imported
        // lazily, once a page has rendered: a chunk of their own, outside the first JavaScript.
        // The app's code the entry loads (the shell) stays one chunk even where pages use it too,
        // and the shared building blocks most list pages draw are one chunk: left to themselves,
        // such modules become many small common chunks, each a request and each gzipped alone.
        codeSplitting: {
          groups: [
            // first: a group also takes the dependencies of its modules (React) unless an earlier one has them
            { name: 'vendor', test: (id) => id.includes('node_modules') && !PRIMITIVES.test(id), priority: 2 },
            { name: 'primitives', test: PRIMITIVES, priority: 1 },
            { name: 'shell', test: (id) => !id.includes('node_modules'), tags: ['$initial'], priority: 0 },
            { name: 'blocks', test: SHARED_BLOCKS, priority: 0 },
            { name: 'list-hooks', test: LIST_HOOKS, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
