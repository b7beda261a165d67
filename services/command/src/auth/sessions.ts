import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import RedisStore from 'connect-redis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import type { CommandConfig } from '../platform/config';

/**
 * Sessions (DESIGN.md, "Identity and roles"): the session id travels in the signed, httpOnly,
 * SameSite=Lax cookie `arena.sid` (Secure when the site is served over https); the session
 * itself is a JSON document in Redis under `{namespace}:sess:{id}` that expires with the cookie.
 */

declare module 'fastify' {
  interface Session {
    /** Set once the visitor has signed in. */
    steamId?: string;
    /** Name at sign-in; the read model's username wins when there is one. */
    displayName?: string;
  }
}

export const SESSION_COOKIE = 'arena.sid';
/** A session lasts 30 days from sign-in. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The header the site sends with every state-changing request (`x-requested-with: arena`). */
export const CSRF_HEADER = 'x-requested-with';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Where sessions live in Redis. */
export const sessionKeyPrefix = (namespace: string) => `${namespace}:sess:`;

/**
 * Registers cookies, sessions (stored in Redis through `redis`) and the CSRF check on
 * `fastify`. Call before the routes are registered (before `app.init()`).
 *
 * A visitor without the cookie costs no Redis round trip: nothing is saved until a session
 * is written to (`saveUninitialized: false`), and an unchanged session is not re-saved
 * (`rolling: false`), so a signed-in reader costs one GET.
 */
export async function registerSessions(fastify: FastifyInstance, config: CommandConfig, redis: Redis): Promise<void> {
  await fastify.register(fastifyCookie);
  // before the session's own hook: a refused request does not even load its session
  fastify.addHook('onRequest', csrfHook(new URL(config.publicUrl).origin));
  await registerPlugin(sessionHooksOnlyWhereNeeded(fastify), fastifySession, {
    secret: config.sessionSecret,
    cookieName: SESSION_COOKIE,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      path: '/',
      maxAge: SESSION_MAX_AGE_MS,
    },
    saveUninitialized: false,
    rolling: false,
    store: new RedisStore({
      client: redis,
      prefix: sessionKeyPrefix(config.namespace),
      // the session document expires with its cookie; this is only the fallback
      ttl: SESSION_MAX_AGE_MS / 1000,
    }),
  });
}

/** Paths where a visitor without a session cookie can open a session (the sign-in routes). */
const SESSION_OPENING_PATHS = ['/api/auth/'];

/** Whether a request can have a session: it carries the cookie or goes where sessions open. */
export function mayHaveSession(request: { url: string; headers: { cookie?: string } }): boolean {
  return Boolean(request.headers.cookie?.includes(`${SESSION_COOKIE}=`)) || SESSION_OPENING_PATHS.some((path) => request.url.startsWith(path));
}

/**
 * @fastify/session builds a session (a random id and its HMAC signature) on every request, for
 * the many visitors reading public pages as much as for players signing in; that work took a
 * third of a public read's time. This hands the plugin an instance whose `onRequest` hooks
 * run only for requests that can have a session; every other request keeps `session` null.
 */
function sessionHooksOnlyWhereNeeded(fastify: FastifyInstance): FastifyInstance {
  return new Proxy(fastify, {
    get(target, property) {
      if (property !== 'addHook') return Reflect.get(target, property, target);
      return (name: string, hook: (request: FastifyRequest, reply: FastifyReply, done: () => void) => void) =>
        name === 'onRequest'
          ? target.addHook('onRequest', (request, reply, done) => (mayHaveSession(request) ? hook(request, reply, done) : done()))
          : target.addHook(name as 'onSend', hook as never);
    },
  });
}

/** Runs a callback-style plugin directly on `instance` (it registers its hooks there). */
function registerPlugin<O>(instance: FastifyInstance, plugin: (instance: FastifyInstance, options: O, done: (error?: Error) => void) => void, options: O): Promise<void> {
  return new Promise((resolve, reject) => plugin(instance, options, (error) => (error ? reject(error) : resolve())));
}

/** Why a request is refused by the CSRF check, or null when it may go on. */
export function csrfRefusal(
  request: { method: string; headers: Record<string, string | string[] | undefined>; cookies?: Record<string, string | undefined> },
  /** Origins the site is served from: PUBLIC_URL's, and the one this request was addressed to. */
  siteOrigins: readonly string[],
): string | null {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return null;
  // game servers (server key, no cookie) and anonymous callers are not affected
  if (!request.cookies?.[SESSION_COOKIE]) return null;
  const origin = request.headers.origin;
  if (origin !== undefined && !siteOrigins.includes(String(origin))) return `Requests from ${String(origin)} are not accepted`;
  if (!request.headers[CSRF_HEADER]) return `The ${CSRF_HEADER} header is required`;
  return null;
}

/**
 * Refuses state-changing requests (POST, PUT, PATCH, DELETE) that carry the session cookie
 * unless they come from the site: an `Origin` header, when present, must be the site's own,
 * and the `x-requested-with` header must be present (a cross-site form cannot set it, and a
 * cross-site script cannot without a CORS preflight this service never grants).
 * Answers 403 `{error: {code: "csrf_rejected", message}}`.
 */
function csrfHook(publicOrigin: string) {
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    // the site may be opened at another address than PUBLIC_URL (127.0.0.1 for localhost, say):
    // a request whose Origin is the very address it was sent to is same-origin
    const refusal = csrfRefusal(request, [publicOrigin, `${request.protocol}://${request.host}`]);
    if (!refusal) return done();
    void reply
      .code(403)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ error: { code: 'csrf_rejected', message: refusal } });
  };
}
