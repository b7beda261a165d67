import fastifyCookie from '@fastify/cookie';
import type Redis from 'ioredis';

/*
 * The site's session on the socket's upgrade (docs/architecture.md "Lobby service"), as the live
 * site's socket took it: the command service's session cookie (`@fastify/session`: the session id
 * signed with SESSION_SECRET by `@fastify/cookie`'s signer, HMAC-SHA256) is verified with the
 * same signer, and the session is read, never written, from the command service's store in Redis
 * (one JSON document under `{namespace}:sess:{id}`, see services/command's RedisSessionStore).
 */

/** The command service's session cookie (services/command/src/auth/sessions.ts). */
export const SESSION_COOKIE = 'arena.sid';

/** The session store's key prefix of `namespace` (the command service's). */
export function sessionKeyPrefix(namespace: string): string {
  return `${namespace}:sess:`;
}

/** What the lobby service needs to take the site's session. */
export interface SessionAuth {
  /** The command service's SESSION_SECRET. */
  secret: string;
  /** The site's address (PUBLIC_URL): its origin may open the socket. */
  publicUrl: string;
  /** Default `arena.sid`. */
  cookieName?: string;
}

/**
 * Whether a socket's upgrade may come from `origin` (its `Origin` header): the site's origin
 * (PUBLIC_URL's), or a page of the host the socket was opened on (`host`, its `Host` header; any
 * port, as the site and the socket have ports of their own). A request without an Origin is not
 * a browser's page; it is allowed here, and may not use the cookie (see `cookieAllowed`).
 */
export function originAllowed(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return true;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
  if (from.origin === originOf(publicUrl)) return true;
  return host !== undefined && from.hostname === hostnameOf(host);
}

/** Whether the cookie may sign the upgrade in: only a browser's page of an allowed origin sends it on purpose. */
export function cookieAllowed(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  return origin !== undefined && originAllowed(origin, host, publicUrl);
}

/**
 * The Steam id of the signed-in session whose cookie `cookieHeader` carries, or null: no cookie,
 * a signature that does not verify with `auth.secret`, no session in Redis, one that expired or
 * one that is not signed in. Reads Redis, never writes.
 * @throws when Redis fails, or the session document is not JSON.
 */
export async function sessionSteamId(redis: Redis, namespace: string, auth: SessionAuth, cookieHeader: string | undefined, nowMs: number) {
  if (!cookieHeader) return null;
  const signed = cookieValue(cookieHeader, auth.cookieName ?? SESSION_COOKIE);
  if (!signed) return null;
  const unsigned = fastifyCookie.unsign(signed, auth.secret);
  if (!unsigned.valid || !unsigned.value) return null;
  const document = await redis.get(sessionKeyPrefix(namespace) + unsigned.value);
  if (document === null) return null;
  const session = JSON.parse(document) as { steamId?: unknown; cookie?: { expires?: unknown } };
  const expires = typeof session.cookie?.expires === 'string' ? Date.parse(session.cookie.expires) : Number.NaN;
  if (Number.isFinite(expires) && expires <= nowMs) return null;
  return typeof session.steamId === 'string' && session.steamId ? session.steamId : null;
}

/**
 * The value of cookie `name` in a `Cookie` header, URL-decoded as `@fastify/cookie` decodes it (the
 * first one when it comes twice), or null. (`@fastify/cookie`'s own parser needs the plugin registered.)
 */
function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The host name of a `Host` header (`name:port`, `[v6]:port`). */
function hostnameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}
