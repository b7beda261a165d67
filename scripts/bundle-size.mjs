/**
 * The initial JavaScript of an app's pages, gzipped, after `vite build` (the site's and the admin
 * console's `scripts/bundle-size.mjs` call it with their pages and budget). For each page: the entry
 * chunk, its static imports (modulepreload), plus the page's lazy chunk and its static imports; the
 * chunks those load on demand are reported apart as deferred. Reads `dist/.vite/manifest.json`
 * (`build.manifest: true`), writes `dist/bundle-size.json` (`{ page: { files, gzipBytes, deferred } }`)
 * and prints a table; under each chunk, the modules it holds, largest first (npm packages grouped),
 * from `dist/.vite/chunk-contents.json` when the build wrote one (`scripts/chunk-contents.mjs`).
 *
 * Exits with 1 when a budgeted page is over its budget (bytes gzipped), 2 when the manifest is missing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Modules listed under each chunk: the largest ones, and any of at least 1 kB gzipped alone. */
const TOP_MODULES = 6;

/**
 * @param {{ dist: string, title: string, pages: Record<string, string>, budgets: Record<string, number> }} app
 *   `pages`: the page component each measured route loads lazily (manifest keys are source paths);
 *   `budgets`: bytes gzipped per page name.
 */
export function reportBundleSize({ dist, title, pages, budgets }) {
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

  const contentsFile = join(dist, '.vite', 'chunk-contents.json');
  const contents = existsSync(contentsFile) ? JSON.parse(readFileSync(contentsFile, 'utf8')) : {};
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  /** `file`'s largest modules: `react-dom 173.2 kB (54.1 kB gz)` lines. */
  function holds(file) {
    const modules = contents[file] ?? [];
    const shown = modules.filter((m, i) => i < TOP_MODULES || m.gzipBytes >= 1000);
    const rest = modules.length - shown.length;
    return [...shown.map((m) => `${m.module} ${kB(m.bytes)} (${kB(m.gzipBytes)} gz)`), ...(rest > 0 ? [`and ${rest} more modules`] : [])];
  }
  const result = Object.fromEntries(Object.entries(pages).map(([page, src]) => [page, measure(src)]));
  writeFileSync(join(dist, 'bundle-size.json'), JSON.stringify(result, null, 2) + '\n');

  const width = Math.max(...Object.keys(pages).map((page) => page.length));
  console.log(`\n${title}, gzipped:`);
  for (const [page, { files, gzipBytes: bytes, deferred }] of Object.entries(result)) {
    console.log(`  ${page.padEnd(width)} ${kB(bytes).padStart(9)}  (${files.length} files; then ${kB(deferred.gzipBytes)} deferred)`);
    for (const file of files) {
      console.log(`          ${kB(gzipBytes(file)).padStart(9)}  ${file}`);
      for (const line of holds(file)) console.log(`                       ${line}`);
    }
    for (const file of deferred.files) console.log(`          ${kB(gzipBytes(file)).padStart(9)}  ${file} (deferred)`);
  }
  let over = false;
  for (const [page, bytes] of Object.entries(budgets)) {
    const pageOver = result[page].gzipBytes > bytes;
    over ||= pageOver;
    console.log(`  ${page} budget ${kB(bytes)}: ${kB(result[page].gzipBytes)}, ${pageOver ? 'OVER' : 'ok'}`);
  }
  console.log(`  (written to ${join(dist, 'bundle-size.json')})\n`);
  if (over) process.exit(1);
}
