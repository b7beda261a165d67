import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** JSON answers from this size on (bytes) are compressed when the client asks for it. */
const COMPRESSION_THRESHOLD_BYTES = 4096;

/**
 * Compresses the API's answers (`/api/...` routes) of `COMPRESSION_THRESHOLD_BYTES` or more
 * when the request's `Accept-Encoding` allows it (@fastify/compress: brotli at quality 4, else
 * gzip; `Vary: Accept-Encoding`). A request that asks for none pays one header lookup (the read
 * figures, measured without it, stay as they were); one that asks pays the compression, per
 * request: worth it from a few kilobytes (a game's document, about 20 kB, comes down to about
 * 3.4 kB), not for a profile (about 2 kB, 1 kB saved for half again its CPU), hence the threshold.
 * A route whose Nest handler says `@RouteConfig({ compress: false })` is left alone (the
 * leaderboard: its ready document is sent as stored). Other routes (the site's files) are left to
 * their own handling. Call before Nest registers its routes (`app.init()`).
 */
export async function registerApiCompression(fastify: FastifyInstance): Promise<void> {
  // before the plugin's own onRoute hook, which reads `compress` as each route is added
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.compress !== undefined) return;
    route.compress = (route.config as { compress?: boolean } | undefined)?.compress === false ? false : {};
  });
  await fastify.register(fastifyCompress, {
    global: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
