import type { FastifyInstance } from 'fastify';

/** The raw JSON bodies kept, by request. */
const rawBodies = new WeakMap<object, string>();

/**
 * Keeps the exact body of JSON requests whose path starts with `prefix` (payment webhooks: their
 * signature is over the bytes as sent, which parsing and serialising again would not give back).
 * JSON is still parsed by Fastify's own parser, with its defences against `__proto__` and
 * `constructor.prototype` keys; other requests keep nothing.
 */
export function keepRawJsonBodies(fastify: FastifyInstance, prefix: string): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.url.startsWith(prefix)) rawBodies.set(request, body as string);
    // Fastify's parser answers through `done`
    void parseJson(request, body as string, done);
  });
}

/** The raw body `keepRawJsonBodies` kept for the request, as bytes; undefined when none was. */
export function rawBodyOf(request: object): Buffer | undefined {
  const body = rawBodies.get(request);
  return body === undefined ? undefined : Buffer.from(body, 'utf8');
}
