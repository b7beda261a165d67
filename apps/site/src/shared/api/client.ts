/**
 * The site's only way to the back end: same-origin HTTP under /api. Features call the API
 * through `api` (./api.ts), typed by libs/contract's route table; this module is how a call goes
 * over the wire (headers, errors, `X-Read-After`, idempotency keys and retries).
 */

/** A failed call: `status` is the HTTP status (0 when the network failed), `code` the API's error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** Header of a GET that must see the read models at or past an event-store position. */
const READ_AFTER_HEADER = 'x-read-after';
/**
 * Header of an answer to a GET with `X-Read-After` whose wait timed out: the read models had not
 * reached the position yet, so the answer may not show the player's own change (docs/api.md, "Operations").
 */
const READ_AFTER_TIMEOUT_HEADER = 'x-read-after-timeout';
/** Who hears of reads that came back behind the player's own change (`onReadBehind`). */
const readBehindListeners = new Set<() => void>();

/**
 * Calls `listener` each time a read sent with `readAfter` comes back marked `X-Read-After-Timeout`
 * (the page shows the state before the player's change: "still updating").
 * @returns the function that stops it.
 */
export function onReadBehind(listener: () => void): () => void {
  readBehindListeners.add(listener);
  return () => readBehindListeners.delete(listener);
}

/** Header of a mutation: the same key for every try of one user action (docs/architecture.md, "Write side"). */
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** `fetch`'s options, plus `readAfter`: the event-store position the answer must reflect; `onHeaders` sees a 2xx answer's headers. */
export interface RequestOptions extends RequestInit {
  readAfter?: number | null;
  onHeaders?: (headers: Headers) => void;
}

/** Whether `error` is the API's 404 (unknown game, player...). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Calls `path` (e.g. `/api/games/123`) and returns its parsed JSON body.
 * Non-GET calls send a JSON content type when there is a body and no custom header (the server's
 * CSRF check reads the `Origin` the browser sends); cookies go along (`credentials: 'same-origin'`).
 * Throws ApiError: `network_error` (status 0) when the request did not complete, the API's
 * `{error: {code, message}}` (or `http_error`) on a non-2xx answer, `invalid_json` on a body that
 * is not JSON. An aborted request rejects with the AbortError itself.
 * `readAfter` (a mutation's `position`) sends `X-Read-After`: the server answers once its read
 * models have passed that position (it waits about 2 s at most), so the page never shows what it
 * read before its own change; when the wait timed out, the answer is marked and `onReadBehind`'s
 * listeners hear of it.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { readAfter, onHeaders, ...init } = options;
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  const readsAfter = readAfter !== undefined && readAfter !== null && Number.isSafeInteger(readAfter) && readAfter >= 0;
  if (readsAfter) headers.set(READ_AFTER_HEADER, String(readAfter));
  if (method !== 'GET' && method !== 'HEAD' && init.body !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, { ...init, method, headers, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', String(error));
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) {
    const err = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(response.status, err?.code ?? 'http_error', err?.message ?? response.statusText);
  }
  if (body === undefined) throw new ApiError(response.status, 'invalid_json', 'Invalid JSON response');
  onHeaders?.(response.headers);
  if (readsAfter && response.headers.has(READ_AFTER_TIMEOUT_HEADER)) for (const listener of readBehindListeners) listener();
  return body as T;
}

/**
 * The total of a list answered bare, from its `Content-Range: {resource} {first}-{last}/{total}`
 * (or `{resource} *\/{total}`); null without one.
 */
export function totalOfContentRange(header: string | null): number | null {
  const total = header ? /\/(\d+)\s*$/.exec(header)?.[1] : undefined;
  return total === undefined ? null : Number(total);
}

/**
 * A fresh `Idempotency-Key`: a UUID (36 characters of [0-9a-f-], inside the server's
 * 1..128 characters of [A-Za-z0-9_.:-]). `crypto.randomUUID` exists only in secure contexts
 * (https, localhost); elsewhere the key is 32 random hex digits.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keys of the user actions whose last try ended without an answer (a network error, or the
 * server's 503 `busy`): the action's key is kept so that trying the same action again sends the
 * same key, and the server answers the first try's answer instead of doing it twice. Any answer
 * forgets the key, so the next action (buying a second chest) gets a fresh one.
 */
const unsettledActions = new Map<string, string>();

/** Whether an error leaves it unknown if the server did the action (so a retry must reuse its key). */
function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 503 || error.status === 502 || error.status === 504);
}

/** What `sendAction` sends. */
export interface ActionOptions {
  /**
   * Names the user action, e.g. `buy:76561198000000000:chest_basic`: a retry of the same action
   * (after a network error) reuses its idempotency key.
   */
  action: string;
  /** POST unless told */
  method?: string;
  /** sent as JSON */
  body?: unknown;
  signal?: AbortSignal;
  /** tries in all when the request does not complete (network error, 503); default 2 */
  attempts?: number;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const id = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(id);
      resolve();
    });
  });
}

/**
 * A state-changing call for one user action, with an `Idempotency-Key` header: a fresh key per
 * action, and the same key when the action is tried again after it ended without an answer
 * (here, up to `attempts` tries with a short pause; then when the player tries again). Throws
 * ApiError as `request` does.
 */
export async function sendAction<T>(path: string, options: ActionOptions): Promise<T> {
  const { action, method = 'POST', body, signal, attempts = 2 } = options;
  let key = unsettledActions.get(action);
  if (!key) {
    key = newIdempotencyKey();
    unsettledActions.set(action, key);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await request<T>(path, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        signal,
      });
      unsettledActions.delete(action);
      return answer;
    } catch (error) {
      if (!isRetryable(error)) {
        // the server answered (409, 422...) or the call was aborted before it left: a new action next time
        if (!(error instanceof DOMException)) unsettledActions.delete(action);
        throw error;
      }
      if (attempt >= attempts || signal?.aborted) throw error;
      await pause(400 * attempt, signal);
    }
  }
}
