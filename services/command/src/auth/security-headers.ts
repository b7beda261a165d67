import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { CommandConfig } from '../platform/config';
import { siteDirectives } from '../platform/http/content-security-policy';

/**
 * The usual security headers on every answer (@fastify/helmet): `X-Content-Type-Options:
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
 */

/** Path prefix of the API reference's routes (the page, its assets, the OpenAPI JSON). */
const API_DOCS = '/api/docs';

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
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 3600, includeSubDomains: false } : false,
  });
  const docsPolicy = {
    contentSecurityPolicy: { useDefaults: false, directives: { ...directives, 'style-src': ["'self'", "'unsafe-inline'"] } },
  };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (route.url === API_DOCS || route.url.startsWith(`${API_DOCS}/`) || route.url.startsWith(`${API_DOCS}-`)) {
      route.config = { ...(route.config as object), helmet: docsPolicy } as RouteOptions['config'];
    }
  });
}
