import * as net from 'node:net';
import * as path from 'node:path';
import { CommandConfig, createApp, loadCommandConfig } from '@arena/command';
import { REDIS_URL } from './test-stack';

/**
 * The command service alone on a port of its own (real HTTP, the real Redis, a SQLite event
 * store file), checking its JSON answers against the HTTP contract; and a client that keeps
 * the session cookie.
 */

const COOKIE = 'arena.sid';

export interface Service {
  baseUrl: string;
  config: CommandConfig;
  app: Awaited<ReturnType<typeof createApp>>;
  eventStorePath: string;
}

/** A cookie jar of one cookie: the session's. */
export interface Visit {
  status: number;
  location: string | null;
  /** `arena.sid` value set by the response; '' when it was cleared; undefined when untouched. */
  setCookie: string | undefined;
  body: any;
}

/** A TCP port free right now on 127.0.0.1 (the service's public URL must name its port before it listens). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts the command service on a free port, `NODE_ENV=development` unless `env` says otherwise.
 * @param dir where the event store file goes (one per `READ_MODEL_NAMESPACE`).
 * @param env environment variables over the defaults; `READ_MODEL_NAMESPACE` is required.
 */
export async function startService(dir: string, env: Record<string, string>): Promise<Service> {
  const port = await freePort();
  const eventStorePath = path.join(dir, `events-${env.READ_MODEL_NAMESPACE}.sqlite`);
  const config = loadCommandConfig({
    NODE_ENV: 'development',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'error',
    REDIS_URL,
    EVENT_STORE_PATH: eventStorePath,
    SITE_DIST: '',
    // every JSON answer is checked against the HTTP contract: a wrong one becomes a 500
    CONTRACT_CHECK: '1',
    ...env,
  });
  const app = await createApp({ config });
  await app.listen(port, '127.0.0.1');
  return { baseUrl: `http://127.0.0.1:${port}`, config, app, eventStorePath };
}

/** One request with the session cookie (if any) and no redirect followed; the body is parsed when JSON. */
export async function visit(url: string, init: { method?: string; cookie?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Visit> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.cookie) headers.cookie = `${COOKIE}=${init.cookie}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return {
    status: response.status,
    location: response.headers.get('location'),
    setCookie: sessionCookie === undefined ? undefined : sessionCookie.slice(COOKIE.length + 1).split(';')[0],
    body,
  };
}

/** The raw `Set-Cookie` of the session, for its attributes. */
export async function rawSessionCookie(url: string, init: RequestInit): Promise<string | undefined> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  await response.text();
  return response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
}

/** Steps 1-2 of the Steam flow: our redirect to the provider, the provider's redirect back. */
export async function assertionUrl(service: Service): Promise<string> {
  const start = await visit(`${service.baseUrl}/api/auth/steam`);
  expect(start.status).toBe(302);
  const atProvider = await visit(start.location!);
  expect(atProvider.status).toBe(302);
  return atProvider.location!;
}

/** The return request as the browser makes it: to the service, whatever public host return_to names. */
export function toService(service: Service, url: string): string {
  const parsed = new URL(url);
  return `${service.baseUrl}${parsed.pathname}${parsed.search}`;
}

/** The whole Steam flow; answers the final redirect and the session cookie it set. */
export async function steamSignIn(service: Service, options: { cookie?: string; headers?: Record<string, string> } = {}): Promise<Visit> {
  return visit(toService(service, await assertionUrl(service)), options);
}

/** The session id in a session cookie's value. */
export function sessionIdOf(cookie: string): string {
  // `{id}.{signature}`, URI-encoded
  return decodeURIComponent(cookie).split('.')[0];
}
