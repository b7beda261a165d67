import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { readPlayerProfile } from '@arena/read-models';
import type { CommandConfig } from '../config';
import { consolePolicy } from '../http/content-security-policy';
import { notFound } from '../http/api-error';
import type { ReadSide } from '../read-side';
import { CONFIG, READ_MODELS } from '../tokens';
import { type PageValue, type PageValues, pageLanguage, preferredEncoding, SitePages } from './site-pages';

/** `/admin`, `/admin/...`, `/admin?...`: the admin console's pages. */
const CONSOLE_PATH = /^\/admin(?:[/?#]|$)/;

function readIndex(dist: string): Buffer | null {
  const file = path.join(dist, 'index.html');
  return dist && fs.existsSync(file) ? fs.readFileSync(file) : null;
}

/**
 * The history-mode routes of the player site and of the admin console: every GET that is not an
 * API path or a built asset gets the site's index.html, or under `/admin` the console's, and
 * their routers decide what to show (their own 404 pages included). The site's page carries the
 * route's title and description and its prerendered markup (a route with parameters: for values
 * of 1 to 20 digits; a player's page with the player's name, read per request), which the site
 * hydrates: a visitor's for a request without a signed-in session, else a page that asks for the
 * session first. It is in the reader's language (`?lang=`,
 * else the cookie `arena.lang`, else Accept-Language, else English: `pageLanguage`), compressed
 * once, on its first request (brotli or gzip, as the client's Accept-Encoding allows;
 * `Vary: Accept-Encoding, Accept-Language, Cookie`), and answers 404 for a path none of the site's
 * routes matches, and for `/404` (site-pages.ts). The console's page carries a fresh style nonce
 * (content-security-policy.ts) in its CSP header and in `<meta name="csp-nonce">`, read by the
 * console's style cache. Unknown API paths answer a JSON 404.
 */
@Controller()
export class SiteController {
  private readonly sitePages: SitePages | null;
  private readonly consoleHtml: string | null;

  constructor(
    @Inject(CONFIG) private readonly config: CommandConfig,
    @Inject(READ_MODELS) private readonly read: ReadSide,
  ) {
    this.sitePages = SitePages.load(config.siteDist);
    this.consoleHtml = readIndex(config.adminDist)?.toString('utf8') ?? null;
  }

  @Get('*')
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'))
      throw notFound('not_found', `No API endpoint at ${url.split('?')[0]}`);
    if (CONSOLE_PATH.test(url)) return this.console(reply);
    if (!this.sitePages) throw notFound('site_not_built', 'The player site is not built (npm run build)');
    const query = url.split('#')[0].split('?', 2)[1] ?? '';
    const language = pageLanguage(query, request.cookies, request.headers['accept-language']);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // no signed-in session (no cookie, or one whose session is gone): the page as a visitor sees it
    const visitor = request.session?.steamId === undefined;
    const page = this.sitePages.answerFor(url, language, visitor, encoding, await this.valuesOf(url));
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    void reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
      .send(page.body);
  }

  /**
   * The values the page of `url` shows beyond its parameters, read from the read models for this
   * request (`PageValue`): for `/players/{steamId}`, the profile's summary, read as
   * `GET /api/players/{steam_id}` reads it (one round trip), so the page hydrates its markup with
   * that answer's values; null for an unknown player (the page then comes without markup).
   */
  private async valuesOf(url: string): Promise<PageValues | null> {
    const { names, params } = this.sitePages!.valuesFor(url);
    if (names.length === 0) return {};
    const profile = await readPlayerProfile(this.read.redis, this.read.live.keys, params.steamId);
    if (!profile) return null;
    const all: Record<PageValue, string | number> = {
      playerName: profile.username || profile.steam_id,
      ladderMmr: profile.ladder_mmr,
      bpLevel: profile.bp_level,
    };
    return Object.fromEntries(names.map((name) => [name, all[name]]));
  }

  private console(reply: FastifyReply): void {
    if (!this.consoleHtml) throw notFound('console_not_built', 'The admin console is not built (npm run build)');
    const nonce = randomBytes(16).toString('base64');
    const html = this.consoleHtml.replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`);
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', consolePolicy(this.config, nonce))
      .send(html);
  }
}
