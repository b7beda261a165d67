/**
 * A Vite plugin that records what each built JavaScript chunk holds: `dist/.vite/chunk-contents.json`,
 * `{ "<chunk file>": [{ "module": "<package or source path>", "bytes": <rendered bytes>, "gzipBytes": <bytes gzipped alone> }] }`,
 * modules grouped by npm package (`react-dom`, `@tanstack/query-core`) or kept as source paths
 * (`src/app/Layout.tsx`), largest first. `scripts/bundle-size.mjs` prints the top ones per chunk.
 * Sizes are of each group's code minified alone (as the chunk is); gzipped alone, a group's
 * figure is close to, a little above, what it adds to its chunk's gzipped size.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'vite';

/** `.../node_modules/@scope/name/...` → `@scope/name`; a source file → its path under `root`. */
function moduleGroup(id, root) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const at = clean.lastIndexOf('/node_modules/');
  if (at >= 0) {
    const parts = clean.slice(at + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  // a virtual module names its source file after a prefix (`game-icons-subset:/abs/path`)
  return clean.startsWith('/') ? relative(root, clean) : clean.replace(`${root}/`, '');
}

/** `code` minified (a module's rendered code is a run of statements), or as it is when that fails. */
function minifiedOrAsIs(code) {
  try {
    const result = minifySync('module.js', code, { compress: true, mangle: { toplevel: true } });
    return result.errors?.length ? code : result.code;
  } catch {
    return code;
  }
}

/** @returns {import('vite').Plugin} */
export function chunkContents() {
  let root = '';
  let outDir = '';
  return {
    name: 'chunk-contents',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      const contents = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const groups = new Map();
        for (const [id, rendered] of Object.entries(chunk.modules)) {
          if (!rendered.renderedLength) continue;
          const name = moduleGroup(id, root);
          const group = groups.get(name) ?? { module: name, bytes: 0, code: '' };
          group.bytes += rendered.renderedLength;
          group.code += rendered.code ?? '';
          groups.set(name, group);
        }
        contents[chunk.fileName] = [...groups.values()]
          .map(({ module, code }) => {
            const minified = minifiedOrAsIs(code);
            return { module, bytes: Buffer.byteLength(minified), gzipBytes: gzipSync(minified, { level: 9 }).length };
          })
          .sort((a, b) => b.bytes - a.bytes);
      }
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'chunk-contents.json'), JSON.stringify(contents, null, 2) + '\n');
    },
  };
}
