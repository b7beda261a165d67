import type { z } from 'zod';
import type { ROUTES } from './routes';
import type { HttpMethod } from './shared';

/**
 * The route table as types, for typed clients (the site's `api`): each route's method, path,
 * parameters, query, body and 200 answer, read from the route table's own type. Types only;
 * nothing here exists at run time.
 */

/** Every route of the HTTP API, each with its literal method and path and its schemas' types. */
export type ApiRoute = (typeof ROUTES)[number];

/** The paths (OpenAPI style, `/api/players/{steam_id}`) that take `M` requests and answer JSON on 200. */
export type ApiPath<M extends HttpMethod> = Extract<ApiRoute, { method: M; responses: { 200: { kind: 'json' } } }>['path'];

/** The route of method `M` and path `P`. */
export type ApiRouteOf<M extends HttpMethod, P extends string> = Extract<ApiRoute, { method: M; path: P }>;

/** The names of a path's parameters: `'steam_id' | 'cosmetic_id'` of `/api/players/{steam_id}/buy_item/{cosmetic_id}`. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never;

/** What a client fills a path's parameters with (each is percent-encoded into the path). */
export type ParamsOf<P extends string> = [PathParamName<P>] extends [never] ? undefined : Record<PathParamName<P>, string | number>;

/** The JSON body of the route's 200 answer, as its schema outputs it (what the server sends). */
export type ResponseOf<M extends HttpMethod, P extends string> = ApiRouteOf<M, P>['responses'] extends {
  200: { kind: 'json'; schema: infer S extends z.ZodType };
}
  ? z.output<S>
  : never;

/** The route's JSON request body, as its schema accepts it; `undefined` when it takes none. */
export type BodyOf<M extends HttpMethod, P extends string> =
  ApiRouteOf<M, P> extends { body: { schema: infer S extends z.ZodType } } ? z.input<S> : undefined;

type QueryValue = string | number | boolean;

/** Whether a query schema's field may be left out (zod marks optional and defaulted fields `optin`). */
type MayOmit<F> = F extends { _zod: { optin: 'optional' | 'defaulted' } } ? true : false;

/**
 * The route's query parameters: the names its schema reads, each a value written into the query
 * string (a field the schema may go without is optional); `undefined` when it reads none.
 */
export type QueryOf<M extends HttpMethod, P extends string> =
  ApiRouteOf<M, P> extends { query: z.ZodObject<infer Shape> }
    ? { [K in keyof Shape as MayOmit<Shape[K]> extends true ? never : K]: QueryValue } & {
        [K in keyof Shape as MayOmit<Shape[K]> extends true ? K : never]?: QueryValue;
      }
    : undefined;
