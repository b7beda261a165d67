import { createRequire } from 'node:module';
import * as path from 'node:path';
import { CommandConfig, createApp, loadCommandConfig } from '@arena/command';
import { apiErrorBody, type ApiErrorBody } from '@arena/contract';
import { freePort } from './ports';
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

/**
 * What one request answered, as a browser would keep it. `T` is the body of the success answer the
 * caller expects: a type of the HTTP contract (the service under test checks every JSON answer
 * against it); an error answer's body is read with `errorOf`.
 */
export interface Visit<T = unknown> {
  status: number;
  location: string | null;
  /** `arena.sid` value set by the response; '' when it was cleared; undefined when untouched. */
  setCookie: string | undefined;
  /** Every cookie the response set, by name ('' when cleared): a browser's jar after it. */
  cookies: Record<string, string>;
  headers: Headers;
  /** Parsed when JSON, else the text. */
  body: T;
}

/** The `error` of an error answer of the contract (`{error: {code, message}}`); undefined for any other body. */
export function errorOf(answer: { body: unknown }): ApiErrorBody['error'] | undefined {
  const parsed = apiErrorBody.safeParse(answer.body);
  return parsed.success ? parsed.data.error : undefined;
}

/** The JSON body of a fetch `Response` (or Playwright's `APIResponse`), as the contract type `T` the caller expects. */
export async function json<T>(response: { json(): Promise<unknown> }): Promise<T> {
  return (await response.json()) as T;
}

/** Cookies a browser sends: its session's, and any other cookie it holds (name -> value). */
export interface BrowserCookies {
  /** The `arena.sid` value. */
  cookie?: string;
  /** Other cookies, e.g. the sign-in nonce `/api/auth/steam` set. */
  cookies?: Record<string, string>;
}

/**
 * Watches what the command service running in this test process logs as errors (Nest's
 * `Logger#error`, which its features log through); `mockRestore()` it afterwards.
 */
export function spyOnServiceErrors(): jest.SpiedFunction<(message: unknown, ...rest: unknown[]) => void> {
  // the service's own copy of @nestjs/common, as its modules load it
  const nest = createRequire(path.join(__dirname, '../../services/command/package.json'))('@nestjs/common') as {
    Logger: { prototype: { error(message: unknown, ...rest: unknown[]): void } };
  };
  return jest.spyOn(nest.Logger.prototype, 'error');
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

/**
 * One request with the browser's cookies (if any) and no redirect followed; the body is parsed
 * when JSON. `body` is sent as JSON; `rawBody` is sent as it is, with the content type `headers` give.
 */
export async function visit<T = unknown>(
  url: string,
  init: BrowserCookies & { method?: string; headers?: Record<string, string>; body?: unknown; rawBody?: string } = {},
): Promise<Visit<T>> {
  const headers: Record<string, string> = { ...init.headers };
  const jar = { ...init.cookies, ...(init.cookie ? { [COOKIE]: init.cookie } : {}) };
  if (Object.keys(jar).length)
    headers.cookie = Object.entries(jar)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    redirect: 'manual',
  });
  const cookies: Record<string, string> = {};
  for (const setCookie of response.headers.getSetCookie()) {
    const pair = setCookie.split(';')[0];
    const separator = pair.indexOf('=');
    cookies[pair.slice(0, separator)] = pair.slice(separator + 1);
  }
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
    setCookie: Object.hasOwn(cookies, COOKIE) ? cookies[COOKIE] : undefined,
    cookies,
    headers: response.headers,
    body: body as T,
  };
}

/** A signed-in caller of a service: its address and the session cookie. */
export interface Caller {
  baseUrl: string;
  cookie: string;
}

/**
 * Signs `steamId` in through the dev sign-in (`POST /api/auth/dev`, as the site sends it), with
 * `role` granted as the dev sign-in grants it.
 * @throws when the service refuses (the test fails there).
 */
export async function signInAs(
  baseUrl: string,
  steamId: string,
  role = 'PLAYER',
  displayName = `Player ${steamId.slice(-3)}`,
): Promise<Caller> {
  const answer = await visit(`${baseUrl}/api/auth/dev`, {
    method: 'POST',
    body: { steam_id: steamId, display_name: displayName, role },
    headers: { origin: baseUrl },
  });
  if (answer.status !== 200 || !answer.setCookie)
    throw new Error(`dev sign-in of ${steamId} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { baseUrl, cookie: answer.setCookie };
}

/** The raw `Set-Cookie` of a cookie an answer set (the session's unless named), for its attributes. */
export function rawSetCookie(answer: Visit, name = COOKIE): string | undefined {
  return answer.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

/** An assertion the provider sent a browser back with, and the cookies that browser got at the start. */
export interface SteamAssertion {
  /** The provider's redirect back: `{PUBLIC_URL}/api/auth/steam/return?...`. */
  url: string;
  /** Cookies `/api/auth/steam` set in the browser that started the sign-in (its nonce). */
  cookies: Record<string, string>;
}

/**
 * Steps 1-2 of the Steam flow in one browser: our redirect to the provider, the provider's
 * redirect back (not followed).
 */
export async function assertionUrl(service: Service, browser: BrowserCookies = {}): Promise<SteamAssertion> {
  const start = await visit(`${service.baseUrl}/api/auth/steam`, browser);
  expect([start.status, start.location?.startsWith('/')]).toEqual([302, false]);
  const atProvider = await visit(start.location!);
  expect(atProvider.status).toBe(302);
  return { url: atProvider.location!, cookies: start.cookies };
}

/** The return request as the browser makes it: to the service, whatever public host return_to names. */
function toService(service: Service, url: string): string {
  const parsed = new URL(url);
  return `${service.baseUrl}${parsed.pathname}${parsed.search}`;
}

/** Step 3: the browser that started the sign-in follows the assertion back to the service. */
export function redeem(
  service: Service,
  assertion: SteamAssertion,
  options: BrowserCookies & { headers?: Record<string, string> } = {},
): Promise<Visit> {
  return visit(toService(service, assertion.url), { ...options, cookies: { ...options.cookies, ...assertion.cookies } });
}

/** The whole Steam flow in one browser; answers the final redirect and the session cookie it set. */
export async function steamSignIn(service: Service, options: BrowserCookies & { headers?: Record<string, string> } = {}): Promise<Visit> {
  return redeem(service, await assertionUrl(service, options), options);
}

/**
 * A browser following the Steam sign-in from its start, up to three redirects, sending
 * `headers` to the service only (a proxy's, say); answers the first redirect to a page of the
 * site (`/redirect...`), or the last answer.
 */
export async function followSteamSignIn(
  service: Service,
  options: BrowserCookies & { headers?: Record<string, string> } = {},
): Promise<Visit> {
  const jar = { ...options.cookies };
  let url = `${service.baseUrl}/api/auth/steam`;
  let answer: Visit | undefined;
  for (let hop = 0; hop < 3; hop++) {
    const ours = url.startsWith(service.baseUrl) || new URL(url).pathname.startsWith('/api/auth/');
    answer = ours
      ? await visit(toService(service, url), { cookie: options.cookie, cookies: jar, headers: options.headers })
      : await visit(url);
    if (ours) Object.assign(jar, answer.cookies);
    if (!answer.location || answer.location.startsWith('/')) return answer;
    url = answer.location;
  }
  return answer!;
}

/** The session id in a session cookie's value. */
export function sessionIdOf(cookie: string): string {
  // `{id}.{signature}`, URI-encoded
  return decodeURIComponent(cookie).split('.')[0];
}
