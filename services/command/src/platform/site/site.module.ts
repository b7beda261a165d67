import { Module } from '@nestjs/common';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as fs from 'node:fs';
import type { CommandConfig } from '../config';
import { SiteController } from './site.controller';

/** The player site: its built files, and index.html for every other GET (import it last). */
@Module({ controllers: [SiteController] })
export class SiteModule {}

/**
 * Serves the built site's files (`config.siteDist`) when it is built. Hashed assets are
 * cached for good; index.html is served by `SiteController`. Call before `app.init()`.
 */
export async function registerSiteAssets(fastify: FastifyInstance, config: CommandConfig): Promise<void> {
  if (!config.siteDist || !fs.existsSync(config.siteDist)) return;
  await fastify.register(fastifyStatic, {
    root: config.siteDist,
    wildcard: false,
    index: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      if (filePath.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
