import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getIcons } from '@iconify/utils';
import type { IconifyJSON } from '@iconify/react';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const PALETTE_FILE = resolve(here, 'src/images/palette.json');
/** The gods catalog written in libs/domain; its `icon: 'game-icons:...'` fields are read as text. */
const GODS_FILE = resolve(here, '../../libs/domain/src/data/gods.ts');
const VIRTUAL_ID = 'virtual:game-icons';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

interface Palette {
  abilities: string[];
  heroes: string[];
  fallback: string;
  godFallback: string;
  ui: string[];
}

/** Every game-icons name the site may draw: the palettes, the UI icons and each god's icon. */
function wantedIcons(): string[] {
  const palette = JSON.parse(readFileSync(PALETTE_FILE, 'utf8')) as Palette;
  const names = new Set<string>([
    ...palette.abilities,
    ...palette.heroes,
    palette.fallback,
    palette.godFallback,
    ...palette.ui,
  ]);
  if (existsSync(GODS_FILE)) {
    const text = readFileSync(GODS_FILE, 'utf8');
    for (const match of text.matchAll(/icon:\s*['"`](game-icons:[^'"`]+)['"`]/g)) names.add(match[1]);
  }
  return [...names].filter((n) => n.startsWith('game-icons:')).map((n) => n.slice('game-icons:'.length));
}

/**
 * `virtual:game-icons`: the subset of the game-icons collection the site needs, extracted at
 * build time, so nothing is fetched from the Iconify API and the 4000-icon JSON is not shipped.
 */
function gameIconsSubset(): Plugin {
  return {
    name: 'arena-game-icons-subset',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(PALETTE_FILE);
      if (existsSync(GODS_FILE)) this.addWatchFile(GODS_FILE);
      const collection = JSON.parse(
        readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8'),
      ) as IconifyJSON;
      const names = wantedIcons();
      const missing = names.filter((n) => !collection.icons[n] && !collection.aliases?.[n]);
      if (missing.length) this.warn(`unknown game-icons skipped: ${missing.join(', ')}`);
      const subset = getIcons(
        collection,
        names.filter((n) => !missing.includes(n)),
      );
      return `export default ${JSON.stringify(subset ?? { prefix: 'game-icons', icons: {} })};`;
    },
  };
}

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react(), gameIconsSubset()],
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries and the icon subset change less often than the app: separate, cacheable chunks.
        codeSplitting: {
          groups: [
            { name: 'icons', test: /game-icons/ },
            { name: 'vendor', test: /node_modules/ },
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
