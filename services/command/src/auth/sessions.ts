import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import type { CommandConfig } from '../platform/config';
import { acceptJsonBodiesOnly, registerCsrfCheck } from './csrf';
import { RedisSessionStore } from './redis-session-store';

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
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Where sessions live in Redis. */
const sessionKeyPrefix = (namespace: string) => `${namespace}:sess:`;

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
  // the plugin's onRequest hook makes a session (an id, HMAC-signed) for every request without
  // the cookie; an API request without it outside sign-in skips the hook (see `needsNoSession`)
  const addHook = fastify.addHook.bind(fastify);
  fastify.addHook = ((name: string, hook: (request: FastifyRequest, reply: unknown, done: () => void) => void) =>
    addHook(
      name as 'onRequest',
      name !== 'onRequest'
        ? hook
        : (request, reply, done) => {
            if (!needsNoSession(request)) return hook(request, reply, done);
            // as the plugin leaves it on paths outside its cookie's: no session, nothing saved
            request.session = {} as FastifyRequest['session'];
            done();
          },
    )) as typeof fastify.addHook;
  await fastify.register(fastifySession, {
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
    // the session document expires with its cookie; the TTL given here is only the fallback
    store: new RedisSessionStore(redis, sessionKeyPrefix(config.namespace), SESSION_MAX_AGE_MS / 1000),
  });
  fastify.addHook = addHook;
}

/**
 * Whether a request goes without a session: a request of the API without the session cookie,
 * outside `/api/auth/` (where signing in and out write sessions, the Steam return on a GET): a
 * reader, a game server posting results with its key. Nothing else writes a session, and a
 * request without the cookie reads as anonymous either way (`request.session.steamId` unset).
 */
function needsNoSession(request: FastifyRequest): boolean {
  return request.cookies[SESSION_COOKIE] === undefined && request.url.startsWith('/api/') && !request.url.startsWith('/api/auth/');
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
