import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import RedisStore from 'connect-redis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import type { CommandConfig } from '../platform/config';
import { acceptJsonBodiesOnly, registerCsrfCheck } from './csrf';

/**
 * Sessions (docs/architecture.md, "Identity and roles"): the session id travels in the signed, httpOnly,
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
/** Where sessions live in Redis. */
export const sessionKeyPrefix = (namespace: string) => `${namespace}:sess:`;

/**
 * Registers cookies, sessions (stored in Redis through `redis`) and the CSRF defences (./csrf:
 * JSON bodies only, the Origin check) on `fastify`. Call before the routes are registered
 * (before `app.init()`); create the app with `bodyParser: false`.
 *
 * A visitor without the cookie costs no Redis round trip: nothing is saved until a session
 * is written to (`saveUninitialized: false`), and an unchanged session is not re-saved
 * (`rolling: false`), so a signed-in reader costs one GET.
 */
export async function registerSessions(fastify: FastifyInstance, config: CommandConfig, redis: Redis): Promise<void> {
  await fastify.register(fastifyCookie);
  acceptJsonBodiesOnly(fastify);
  // before the session's own hook: a refused request does not even load its session
  registerCsrfCheck(fastify, config.publicUrl, SESSION_COOKIE);
  await registerPlugin(sessionHooksOnlyWhereNeeded(fastify), fastifySession, {
    secret: config.sessionSecret,
    cookieName: SESSION_COOKIE,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: securedCookies(config),
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
  return (
    Boolean(request.headers.cookie?.includes(`${SESSION_COOKIE}=`)) || SESSION_OPENING_PATHS.some((path) => request.url.startsWith(path))
  );
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
function registerPlugin<O>(
  instance: FastifyInstance,
  plugin: (instance: FastifyInstance, options: O, done: (error?: Error) => void) => void,
  options: O,
): Promise<void> {
  return new Promise((resolve, reject) => plugin(instance, options, (error) => (error ? reject(error) : resolve())));
}

/** Whether the site's cookies are `Secure`: when PUBLIC_URL is https. */
export function securedCookies(config: Pick<CommandConfig, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https:');
}

/**
 * Why this request cannot get the site's cookies, or null when it can: with an https PUBLIC_URL
 * the cookies are `Secure`, and a browser is never sent one over what the service sees as
 * http. Behind a proxy that ends TLS, the service sees https only when TRUST_PROXY names the
 * proxy (its X-Forwarded-Proto counts then); otherwise a sign-in would "succeed" without a
 * cookie. The reason is for the log: it names the variable to fix.
 */
export function secureCookieRefusal(config: Pick<CommandConfig, 'publicUrl'>, request: Pick<FastifyRequest, 'protocol'>): string | null {
  if (!securedCookies(config) || request.protocol === 'https') return null;
  return (
    `PUBLIC_URL is ${config.publicUrl} but this request reached the service as ${request.protocol}, so its Secure cookies cannot be set: ` +
    'behind a proxy that ends TLS, name the proxy in TRUST_PROXY (its address, or a hop count) so its X-Forwarded-Proto counts'
  );
}
