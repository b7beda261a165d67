import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkContents } from '../../scripts/chunk-contents.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The admin console, served by the command service under `/admin/` (same origin as the site, so
 * the site's session signs it in). Each resource and statistics page is a lazy chunk; the
 * first load carries only react-admin's shell.
 */
export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [
    react(),
    chunkContents(),
    // every text asset beside a .br and a .gz twin, served by the command service to clients that accept them
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|txt)$/, exclude: /[\\/]\.vite[\\/]/ }),
  ],
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: read by scripts/bundle-size.mjs
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // no manual chunk groups: the entry takes react-admin's shell, and each lazy page takes what
    // only it uses (recharts with the statistics pages), shared parts in chunks of their own
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
