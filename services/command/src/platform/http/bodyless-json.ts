import type { FastifyInstance } from 'fastify';
import { findRoute } from '@arena/contract';

/**
 * The live site's client sends some requests of routes that take no body with
 * `Content-Type: application/json` and an empty body (`use_item`). Fastify would answer them 400
 * `malformed_json`: on a route of the contract without a body, an empty JSON body counts as no
 * body. A route that takes a body still refuses an empty one.
 */
export function acceptEmptyJsonOnBodylessRoutes(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const { headers } = request;
    const type = headers['content-type'];
    if (type && /^application\/json\b/i.test(type) && headers['content-length'] === '0' && headers['transfer-encoding'] === undefined) {
      const route = findRoute(request.method, request.url);
      if (route && !route.body) delete headers['content-type'];
    }
    done();
  });
}
