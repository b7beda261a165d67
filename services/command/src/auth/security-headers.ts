import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { CommandConfig } from '../platform/config';
import { siteDirectives } from '../platform/http/content-security-policy';

/**
 * The usual security headers on every page, file and other answer outside the API (@fastify/helmet): `X-Content-Type-Options:
 * nosniff`, `Referrer-Policy: no-referrer`, `X-Frame-Options: DENY` and a
 * Content-Security-Policy that forbids framing (`frame-ancestors 'none'`) and runs only the
 * site's own files: the built site has no inline script or style (React sets styles through the
 * DOM, which CSP allows). Images may come from any https host (Steam's avatars). Connections go to
 * the site itself and to the lobby service's WebSocket port (`LOBBY_PORT`) on whatever host the
 * page was loaded from (`wss:` only behind https). Behind https,
 * HSTS and `upgrade-insecure-requests` too; over plain http (development) neither, since they
 * would send the browser to an https address nothing serves.
 *
 * The API reference (Swagger UI at `/api/docs`) writes inline `<style>` blocks and uses data:
 * images: its routes get `style-src 'unsafe-inline'`, and still no inline script.
 *
 * The admin console (`/admin`, react-admin on MUI) writes its styles into `<style>` elements
 * (emotion). Rather than `'unsafe-inline'`, its page gets a fresh nonce per answer:
 * `style-src 'self' 'nonce-…'`, the nonce written into the page for emotion to put on its
 * elements (`consolePolicy`, platform/http/content-security-policy.ts); scripts stay `'self'` only.
 *
 * The API's routes (`/api/...` but the reference) answer JSON, redirects and API errors, never a
 * document: the document-only headers (the Content-Security-Policy, Cross-Origin-Opener-Policy,
 * Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * X-XSS-Protection) mean nothing there and cost every answer about 500 bytes. Those routes skip
 * helmet (which also builds its middleware anew on every request) and get `API_HEADERS`, a fixed
 * set, instead: `nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`,
 * `Cross-Origin-Resource-Policy: same-origin`, and HSTS behind https.
 */

/** Path prefix of the API reference's routes (the page, its assets, the OpenAPI JSON). */
const API_DOCS = '/api/docs';

/** Whether a route's path is the API reference's (a document: it keeps helmet's headers). */
const isApiDocs = (url: string) => url === API_DOCS || url.startsWith(`${API_DOCS}/`) || url.startsWith(`${API_DOCS}-`);

/**
 * The security headers of the API's answers (JSON, redirects, errors of `/api/...` routes): no
 * document-only header. `https`: the site is served over https (HSTS, as helmet sends it to pages).
 */
function apiHeaders(https: boolean): Readonly<Record<string, string>> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}` } : {}),
  };
}

const HSTS_MAX_AGE_SECONDS = 180 * 24 * 3600;

/** A route's `config` marks the API's routes: their answers get `apiHeaders` instead of helmet's. */
interface SecurityRouteConfig {
  helmet?: object;
  apiHeaders?: boolean;
}

/**
 * Registers the headers on `fastify` for every route registered after it (call it before the
 * site's files, the API reference and `app.init()`).
 */
export async function registerSecurityHeaders(
  fastify: FastifyInstance,
  config: Pick<CommandConfig, 'publicUrl' | 'lobbyPort'>,
): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  const directives = siteDirectives(https, config.lobbyPort);
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
  });
  const headers = apiHeaders(https);
  // a global hook: it runs before the routes' own (the rate limit's 429 gets the headers too)
  fastify.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as SecurityRouteConfig | undefined)?.apiHeaders) void reply.headers(headers);
    done();
  });
  const docsPolicy = {
    contentSecurityPolicy: { useDefaults: false, directives: { ...directives, 'style-src': ["'self'", "'unsafe-inline'"] } },
  };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (isApiDocs(route.url)) {
      route.config = { ...(route.config as object), helmet: docsPolicy } as RouteOptions['config'];
    } else if (route.url.startsWith('/api/')) {
      const config: SecurityRouteConfig = { helmet: { skipRoute: true }, apiHeaders: true };
      route.config = { ...(route.config as object), ...config } as RouteOptions['config'];
    }
  });
}
