/**
 * The site's initial JavaScript, gzipped, after `vite build` (`scripts/bundle-size.mjs` at the root
 * measures): home (`/`) and the game page (`/games/:id`), with what each chunk holds. The budgets
 * the build enforces: 120 kB for home and 150 kB for the game page (120,000 and 150,000 bytes).
 * The libraries every page needs before its first render (react-dom, i18next, TanStack Query,
 * wouter: about 97 kB) leave the app's own code about 23 kB of home's.
 *
 * Usage: node scripts/bundle-size.mjs [distDir]   (default: apps/site/dist)
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportBundleSize } from '../../../scripts/bundle-size.mjs';

reportBundleSize({
  dist: resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')),
  title: 'Initial JavaScript',
  pages: {
    home: 'src/features/home/pages/HomePage.tsx',
    game: 'src/features/game-results/pages/GamePage.tsx',
  },
  budgets: { home: 120_000, game: 150_000 },
});
