#!/usr/bin/env node
/**
 * The admin console's initial JavaScript, gzipped, after `vite build`, for two pages:
 * - dashboard (`/admin`): the entry chunk, its static imports (modulepreload), plus the
 *   dashboard's lazy chunk and its static imports;
 * - players (`/admin/players`): the same with the players list's lazy chunk instead.
 * Reads `dist/.vite/manifest.json`, gzips each file with node:zlib (level 9), prints a table and
 * writes `dist/bundle-size.json`: `{ dashboard: { files, gzipBytes, deferred }, players: {...} }`
 * (files relative to dist/, sizes in bytes; one entry per page, read by tests/bench). `deferred`
 * (`{ files, gzipBytes }`) is what those chunks import dynamically once they run (icon subsets
 * drawn in rows that wait for the API): loaded by the page, but not before it renders.
 * Exits with 1 when the dashboard is over its budget (BUDGET_BYTES gzipped), 2 when the manifest
 * is missing.
 *
 * Usage: node scripts/bundle-size.mjs [distDir]   (default: apps/admin/dist)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** react-admin's shell (MUI, react-query, react-router, the form library): the dashboard's budget. */
const BUDGET_BYTES = 300_000;
/** The page component each measured route loads lazily (manifest keys are source paths). */
const PAGES = {
  dashboard: 'src/stats/dashboard/Dashboard.tsx',
  players: 'src/resources/players/PlayerList.tsx',
};

const dist = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`bundle-size: ${manifestFile} not found (build with build.manifest: true)`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** `key`'s chunk file and those of its static imports, recursively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const gzipSizes = new Map();
function gzipBytes(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const jsOnly = (files) => [...files].filter((file) => file.endsWith('.js')).sort();
const total = (files) => files.reduce((sum, file) => sum + gzipBytes(file), 0);

function measure(pageSrc) {
  const files = staticClosure(entryKey);
  if (manifest[pageSrc]) staticClosure(pageSrc, files);
  else console.warn(`bundle-size: ${pageSrc} is not a chunk of its own; counting the entry only`);
  // The entry's own dynamic imports are the other routes; the page's chunks' are deferred assets.
  const deferred = new Set();
  for (const file of files) {
    if (file === manifest[entryKey].file) continue;
    for (const key of manifest[keyOfFile.get(file)].dynamicImports ?? []) staticClosure(key, deferred);
  }
  const initial = jsOnly(files);
  const later = jsOnly(deferred).filter((file) => !files.has(file));
  return { files: initial, gzipBytes: total(initial), deferred: { files: later, gzipBytes: total(later) } };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const result = Object.fromEntries(Object.entries(PAGES).map(([page, src]) => [page, measure(src)]));
writeFileSync(join(dist, 'bundle-size.json'), JSON.stringify(result, null, 2) + '\n');

console.log('\nAdmin console, initial JavaScript, gzipped:');
for (const [page, { files, gzipBytes: bytes, deferred }] of Object.entries(result)) {
  console.log(`  ${page.padEnd(9)} ${kB(bytes).padStart(9)}  (${files.length} files; then ${kB(deferred.gzipBytes)} deferred)`);
  for (const file of files) console.log(`          ${kB(gzipBytes(file)).padStart(9)}  ${file}`);
  for (const file of deferred.files) console.log(`          ${kB(gzipBytes(file)).padStart(9)}  ${file} (deferred)`);
}
const over = result.dashboard.gzipBytes > BUDGET_BYTES;
console.log(`  dashboard budget ${kB(BUDGET_BYTES)}: ${over ? 'OVER' : 'ok'}  (written to ${join(dist, 'bundle-size.json')})\n`);
if (over) process.exit(1);
