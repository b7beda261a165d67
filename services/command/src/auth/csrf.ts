import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Cross-site request forgery (docs/architecture.md, "HTTP API"). A page on another site can make
 * a browser send two kinds of request without a CORS preflight, which this service never
 * grants: a top-level GET (changes nothing here) and a "simple" POST (a form: urlencoded,
 * multipart or text/plain; no cookie of ours with it, since the session cookie is
 * `SameSite=Lax`, but always with that page's `Origin`). So, without any custom header (the live
 * site's clients send none):
 * - state-changing requests carry JSON or no body (`acceptJsonBodiesOnly`): a form body is 415;
 * - a state-changing request whose `Origin` is not the site's is 403, cookie or not (a sign-in
 *   needs no cookie to be forged); without `Origin`, the origin of its `Referer` counts;
 * - one that carries the session cookie must name its origin in one of the two: browsers send
 *   `Origin` with every POST, PUT, PATCH and DELETE, so only a request made outside a browser
 *   lacks both, and then it is refused (the OWASP "verifying origin with standard headers" rule).
 * Game servers and other callers without the session cookie send neither and are not affected.
 * The site's own origins come from PUBLIC_URL and from the request's own protocol and host,
 * which follow X-Forwarded-* only from proxies TRUST_PROXY names.
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a `Referer` names (`https://site/page?q` -> `https://site`), or 'null' when it names none. */
function originOfReferer(referer: string): string {
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Why a request is refused by the CSRF check, or null when it may go on.
 * @param sessionCookie the session cookie's name: with it, an `Origin` or `Referer` of the site is required.
 * @param siteOrigins origins the site is served from: PUBLIC_URL's, and the one this request was addressed to.
 */
export function csrfRefusal(
  request: { method: string; headers: Record<string, string | string[] | undefined>; cookies?: Record<string, string | undefined> },
  siteOrigins: readonly string[],
  sessionCookie: string,
): string | null {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return null;
  const { origin, referer } = request.headers;
  const claimed = origin !== undefined ? String(origin) : referer !== undefined ? originOfReferer(String(referer)) : undefined;
  if (claimed !== undefined && !siteOrigins.includes(claimed)) return `Requests from ${claimed} are not accepted`;
  if (claimed === undefined && request.cookies?.[sessionCookie]) return 'A request with the session cookie must name its Origin';
  return null;
}

/**
 * Refuses, before anything else runs, the state-changing requests `csrfRefusal` refuses:
 * 403 `{error: {code: "csrf_rejected", message}}`. Register before the session plugin: a
 * refused request does not even load its session.
 */
export function registerCsrfCheck(fastify: FastifyInstance, publicUrl: string, sessionCookie: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    // reads (most requests) are not checked: nothing to build for them
    if (!STATE_CHANGING.has(request.method)) return done();
    // the site may be opened at another address than PUBLIC_URL (127.0.0.1 for localhost, say):
    // a request whose Origin is the very address it was sent to is same-origin
    const refusal = csrfRefusal(request, [publicOrigin, `${request.protocol}://${request.host}`], sessionCookie);
    if (!refusal) return done();
    void reply
      .code(403)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ error: { code: 'csrf_rejected', message: refusal } });
  });
}

/**
 * Parses JSON bodies only: Fastify's own `text/plain` parser is removed (Nest's urlencoded one is
 * never registered: create the app with `bodyParser: false`), so any other body is 415
 * `unsupported_media_type` before a handler sees it. A request without a body is unaffected.
 */
export function acceptJsonBodiesOnly(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser(['text/plain']);
}
