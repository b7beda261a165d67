/**
 * The admin console's initial JavaScript, gzipped, after `vite build` (`scripts/bundle-size.mjs` at
 * the root measures): the dashboard (`/admin`) and the players list (`/admin/players`). The
 * dashboard's budget, 300 kB (300,000 bytes), is react-admin's shell (MUI, react-query,
 * react-router, the form library).
 *
 * Usage: node scripts/bundle-size.mjs [distDir]   (default: apps/admin/dist)
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportBundleSize } from '../../../scripts/bundle-size.mjs';

reportBundleSize({
  dist: resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')),
  title: 'Admin console, initial JavaScript',
  pages: {
    dashboard: 'src/stats/dashboard/Dashboard.tsx',
    players: 'src/resources/players/PlayerList.tsx',
  },
  budgets: { dashboard: 300_000 },
});
