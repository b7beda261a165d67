/**
 * The site's only way to the back end: same-origin HTTP under /api (contract: docs/api.md).
 * Each feature writes its own endpoint functions on top of `request`; the bodies' types are in
 * `./types`.
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

/** Whether `error` is the API's 404 (unknown game, player...). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Calls `path` (e.g. `/api/games/123`) and returns its parsed JSON body.
 * Non-GET calls send `x-requested-with: arena` (the server's CSRF check) and a JSON content type
 * when there is a body; cookies go along (`credentials: 'same-origin'`).
 * Throws ApiError: `network_error` (status 0) when the request did not complete, the API's
 * `{error: {code, message}}` (or `http_error`) on a non-2xx answer, `invalid_json` on a body that
 * is not JSON. An aborted request rejects with the AbortError itself.
 */
export async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (method !== 'GET' && method !== 'HEAD') {
    headers.set('x-requested-with', 'arena');
    if (init.body !== undefined) headers.set('content-type', 'application/json');
  }
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
  return body as T;
}

/** `page=2&per_page=20`: the query string of the API's paged lists (page from 1, per_page 1..100). */
export function pageQuery(page: number, perPage: number): string {
  return `page=${encodeURIComponent(String(page))}&per_page=${encodeURIComponent(String(perPage))}`;
}
