import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CommandConfig } from '../config';
import { notFound } from '../http/api-error';
import { CONFIG } from '../tokens';

/**
 * The player site's history-mode routes: every GET that is not an API path or a built asset
 * gets index.html, and the site's router decides what to show (its own 404 page included).
 * Unknown API paths answer a JSON 404.
 */
@Controller()
export class SiteController {
  private readonly indexHtml: Buffer | null;

  constructor(@Inject(CONFIG) config: CommandConfig) {
    const file = path.join(config.siteDist, 'index.html');
    this.indexHtml = config.siteDist && fs.existsSync(file) ? fs.readFileSync(file) : null;
  }

  @Get('*')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'))
      throw notFound('not_found', `No API endpoint at ${url.split('?')[0]}`);
    if (!this.indexHtml) throw notFound('site_not_built', 'The player site is not built (npm run build)');
    void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(this.indexHtml);
  }
}
