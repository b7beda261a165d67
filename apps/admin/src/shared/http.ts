import { fetchUtils, HttpError } from 'react-admin';

/** A UUID per user action, sent as `Idempotency-Key` with every write (docs/api.md "Store, chests, gods, codes"). */
function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface ApiErrorBody {
  error?: { code?: string; message?: string };
}

/**
 * `fetchJson` for the console: same-origin cookies (the site's session), JSON, an
 * `Idempotency-Key` on writes, and the API's `{error: {code, message}}` as the HttpError's
 * message (its body keeps the code).
 */
export async function httpClient(
  url: string,
  options: fetchUtils.Options = {},
): Promise<{ status: number; headers: Headers; body: string; json: unknown }> {
  const headers = new Headers(options.headers);
  headers.set('accept', 'application/json');
  const method = (options.method ?? 'GET').toUpperCase();
  if (WRITES.has(method) && !headers.has('idempotency-key')) headers.set('idempotency-key', newIdempotencyKey());
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof HttpError) {
      const body = error.body as ApiErrorBody | undefined;
      const message = body?.error?.message ?? error.message;
      throw new HttpError(message, error.status, body);
    }
    throw error;
  }
}

/** A GET of the API that answers JSON (statistics, checks), through the same client. */
export async function getJson<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  const { json } = await httpClient(search ? `${path}?${search}` : path);
  return json as T;
}

/** A POST of a JSON body to the API (with an Idempotency-Key). */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const { json } = await httpClient(path, { method: 'POST', body: JSON.stringify(body) });
  return json as T;
}
