import { Module } from '@nestjs/common';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as fs from 'node:fs';
import type { CommandConfig } from '../config';
import { SiteController } from './site.controller';

/** The player site and the admin console: their built files, and their index.html for every other GET (import it last). */
@Module({ controllers: [SiteController] })
export class SiteModule {}

/** Hashed assets (`/assets/`, `/admin/assets/`) are cached for good. */
function cacheAssets(reply: FastifyReply, filePath: string): void {
  if (filePath.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
}

/** The build's manifests, size reports and page table stay private. */
const PRIVATE_FILES = new Set(['/bundle-size.json', '/site-pages.json']);
const isPublic = (pathName: string) => !pathName.startsWith('/.vite/') && !PRIVATE_FILES.has(pathName);

/**
 * Serves the built site's files (`config.siteDist`) and the admin console's (`config.adminDist`,
 * under `/admin/`) when they are built. Each text file has a brotli (`.br`) and a gzip (`.gz`)
 * twin written by the build (vite-plugin-compression2): a client that accepts one gets it, with
 * `Content-Encoding` and `Vary: Accept-Encoding` (@fastify/static's `preCompressed`). Hashed
 * assets are cached for good; the index.html pages are served by `SiteController`. Call before
 * `app.init()`.
 */
export async function registerSiteAssets(fastify: FastifyInstance, config: CommandConfig): Promise<void> {
  if (config.siteDist && fs.existsSync(config.siteDist)) {
    await fastify.register(fastifyStatic, {
      root: config.siteDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: isPublic,
      setHeaders: cacheAssets,
    });
  }
  if (config.adminDist && fs.existsSync(config.adminDist)) {
    await fastify.register(fastifyStatic, {
      root: config.adminDist,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      // the site's registration decorates the reply already
      decorateReply: false,
      preCompressed: true,
      allowedPath: isPublic,
      setHeaders: cacheAssets,
    });
  }
}
