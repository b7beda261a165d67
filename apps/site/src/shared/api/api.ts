import type { ApiPath, ApiRoute, BodyOf, ParamsOf, PathParamName, QueryOf, ResponseOf } from '@arena/contract';
import { request, sendAction, totalOfContentRange, type ActionOptions } from './client';

/**
 * The site's typed caller of the HTTP API, derived from libs/contract's route table (types only:
 * no schema reaches the bundle). A call names a route by its method and its contract path
 * (`api.get('/api/players/{steam_id}', { params: { steam_id } })`): the path must be one of the
 * contract's, the parameters, query and body are the route's, and the answer is typed by the
 * route's 200 schema. Changing a schema in the contract breaks the site's typecheck wherever
 * the site reads what changed.
 */

type QueryValue = string | number | boolean;

/** `params` when the path has parameters; `query` and `body` as the route takes them. */
type RouteFields<M extends 'get' | 'post', P extends string> = (ParamsOf<P> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<P> }) &
  (QueryOf<M, P> extends undefined
    ? { query?: undefined }
    : object extends QueryOf<M, P>
      ? { query?: QueryOf<M, P> }
      : { query: QueryOf<M, P> }) &
  (BodyOf<M, P> extends undefined ? { body?: undefined } : { body: BodyOf<M, P> });

/** What a GET is given: the route's fields, its abort signal, and the position its answer must reflect (`X-Read-After`). */
export type GetOptions<P extends ApiPath<'get'>> = RouteFields<'get', P> & { signal?: AbortSignal; readAfter?: number | null };

/** What a plain POST (a read over POST, a sign-in, a ticket: no idempotency key) is given. */
export type PostOptions<P extends ApiPath<'post'>> = RouteFields<'post', P> & { signal?: AbortSignal };

/** What a user action (`api.action`) is given: the route's fields and `sendAction`'s naming, tries and signal. */
export type ActionCallOptions<P extends ApiPath<'post'>> = RouteFields<'post', P> & Omit<ActionOptions, 'body' | 'method'>;

/** The options argument: optional when every field is. */
type OptionsArg<O> = object extends O ? [options?: O] : [options: O];

/** The loose shape every route's options have, for the implementation. */
interface AnyFields {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue | undefined>;
  body?: unknown;
}

/**
 * The URL of a contract path: each `{name}` filled with its parameter, percent-encoded, then the
 * query string (fields left undefined are not sent).
 * @throws Error when a parameter of the path has no value (a bug of the caller).
 */
function urlOf(path: string, params?: Record<string, string | number>, query?: Record<string, QueryValue | undefined>): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.append(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * A link to a route of the contract that the browser follows itself (a redirect such as the
 * Steam sign-in), with its parameters filled in.
 */
export function apiUrl<P extends ApiRoute['path']>(
  path: P,
  ...[params]: [PathParamName<P>] extends [never] ? [] : [params: Record<PathParamName<P>, string | number>]
): string {
  return urlOf(path, params);
}

export const api = {
  /**
   * `GET path`: the route's 200 body. Throws ApiError as `request` does (404 for an unknown
   * player or game...).
   */
  get<P extends ApiPath<'get'>>(path: P, ...[options]: OptionsArg<GetOptions<P>>): Promise<ResponseOf<'get', P>> {
    const { params, query, signal, readAfter } = (options ?? {}) as AnyFields & { signal?: AbortSignal; readAfter?: number | null };
    return request<ResponseOf<'get', P>>(urlOf(path, params, query), { signal, readAfter });
  },

  /**
   * `POST path` without an idempotency key: for a POST that changes nothing (a bulk check), or
   * whose every call is a new one (a sign-in, a lobby ticket). Throws ApiError as `request` does.
   */
  post<P extends ApiPath<'post'>>(path: P, ...[options]: OptionsArg<PostOptions<P>>): Promise<ResponseOf<'post', P>> {
    const { params, query, body, signal } = (options ?? {}) as AnyFields & { signal?: AbortSignal };
    return request<ResponseOf<'post', P>>(urlOf(path, params, query), {
      method: 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  },

  /**
   * `POST path` as one user action, with its `Idempotency-Key` (`sendAction`: the same key when
   * the action is tried again after a try that ended without an answer). Throws ApiError.
   */
  action<P extends ApiPath<'post'>>(path: P, options: ActionCallOptions<P>): Promise<ResponseOf<'post', P>> {
    const { params, query, ...rest } = options as AnyFields & Omit<ActionOptions, 'method'>;
    return sendAction<ResponseOf<'post', P>>(urlOf(path, params, query), rest);
  },
};

/** A page of a list the API answers bare: its entries, and the size of the whole list (`Content-Range`; null without one). */
export interface ListPage<T> {
  items: T;
  total: number | null;
}

/**
 * `GET path` of a list answered bare with `Content-Range` (recent games, a player's games): the
 * route's 200 body and the list's total. Throws ApiError as `request` does.
 */
export async function getList<P extends ApiPath<'get'>>(
  path: P,
  ...[options]: OptionsArg<GetOptions<P>>
): Promise<ListPage<ResponseOf<'get', P>>> {
  const { params, query, signal, readAfter } = (options ?? {}) as AnyFields & { signal?: AbortSignal; readAfter?: number | null };
  let total: number | null = null;
  const items = await request<ResponseOf<'get', P>>(urlOf(path, params, query), {
    signal,
    readAfter,
    onHeaders: (headers) => {
      total = totalOfContentRange(headers.get('content-range'));
    },
  });
  return { items, total };
}
