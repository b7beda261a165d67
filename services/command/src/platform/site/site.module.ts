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

/**
 * Serves the built site's files (`config.siteDist`) and the admin console's (`config.adminDist`,
 * under `/admin/`) when they are built. Hashed assets are cached for good; the index.html pages
 * are served by `SiteController`. Call before `app.init()`.
 */
export async function registerSiteAssets(fastify: FastifyInstance, config: CommandConfig): Promise<void> {
  if (config.siteDist && fs.existsSync(config.siteDist)) {
    await fastify.register(fastifyStatic, { root: config.siteDist, wildcard: false, index: false, setHeaders: cacheAssets });
  }
  if (config.adminDist && fs.existsSync(config.adminDist)) {
    await fastify.register(fastifyStatic, {
      root: config.adminDist,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      // the site's registration decorates the reply already
      decorateReply: false,
      // the build's manifest and size report stay private
      allowedPath: (pathName) => !pathName.startsWith('/.vite/') && pathName !== '/bundle-size.json',
      setHeaders: cacheAssets,
    });
  }
}
