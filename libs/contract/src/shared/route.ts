import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors';

/**
 * How a route of the HTTP API is described: the one place its path, parameters, body and
 * answers are written down. The OpenAPI document is generated from these, and the server's
 * answers are checked against them (`responseIssues`).
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** A JSON answer with this schema (`S`: the schema's own type, kept for the typed clients). */
export interface JsonResponse<S extends z.ZodType = z.ZodType> {
  kind: 'json';
  description: string;
  schema: S;
}

/** An error answer `{error: {code, message}}` with one of these codes. */
export interface ErrorResponse {
  kind: 'error';
  description: string;
  codes: readonly ErrorCode[];
}

/** An answer that is not JSON: a page, plain text, an SVG image, or a redirect (302 with `Location`). */
export interface OtherResponse {
  kind: 'html' | 'text' | 'svg' | 'redirect';
  description: string;
}

export type ResponseSpec = JsonResponse | ErrorResponse | OtherResponse;

export interface RouteSpec {
  method: HttpMethod;
  /** OpenAPI style, parameters in braces: `/api/players/{steam_id}`. */
  path: string;
  /** The feature the route belongs to (the OpenAPI tag). */
  tag: string;
  /** One line. */
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: { description: string; schema: z.ZodType };
  /** Answers by HTTP status. */
  responses: Readonly<Record<number, ResponseSpec>>;
  /** Takes every path no other route of its method takes (the site's history-mode fallback). */
  catchAll?: boolean;
  /**
   * A bulk read (up to 1,000 players looked up by one request): besides the 429 it lists, it has
   * a budget of its own per client address, tighter than the one the other rate-limited routes
   * share (the command service's BULK_RATE_LIMIT_PER_MINUTE).
   */
  bulk?: boolean;
  /**
   * The answer is read from the read models: while they are lost or being rebuilt (a Redis flush,
   * a failover to an empty replica) the route answers 503 `read_models_rebuilding` with
   * `Retry-After` instead of a false 404, `null` or empty list (added to its answers by `defineRoute`).
   */
  readModels?: boolean;
}

/** A JSON answer; its type keeps the schema's, so that `ResponseOf` infers the body. */
export function json<S extends z.ZodType>(schema: S, description: string): JsonResponse<S> {
  return { kind: 'json', schema, description };
}

/** An error answer allowing `codes`; its description lists what each code means. */
export function errors(...codes: ErrorCode[]): ErrorResponse {
  return { kind: 'error', codes, description: codes.map((code) => `\`${code}\`: ${ERROR_CODES[code]}`).join('. ') };
}

export const html = (description: string): OtherResponse => ({ kind: 'html', description });
export const text = (description: string): OtherResponse => ({ kind: 'text', description });
export const redirect = (description: string): OtherResponse => ({ kind: 'redirect', description });
export const svg = (description: string): OtherResponse => ({ kind: 'svg', description });

/** Errors any route can answer: a URL that cannot be read (a broken percent-encoding), a failure of the server itself. */
const ANY_ROUTE: Record<number, ErrorCode[]> = { 400: ['bad_request'], 500: ['internal_error'] };

/**
 * Errors every state-changing request (POST, PUT, DELETE) can answer before its handler runs:
 * the body cannot be read, is too large or not JSON, or the CSRF check refuses it.
 */
const ANY_WRITE: Record<number, ErrorCode[]> = {
  400: ['bad_request', 'malformed_json'],
  403: ['csrf_rejected'],
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
};

/** Errors of a route answered from the read models (`RouteSpec.readModels`). */
const FROM_READ_MODELS: Record<number, ErrorCode[]> = { 503: ['read_models_rebuilding'] };

/**
 * A route as `defineRoute` returns it: the spec's own literal type (method, path, schemas), so
 * that the route table's type describes every route precisely (`ApiRoute`, `ResponseOf`...).
 * Its `responses` also hold the common errors added at run time.
 */
export type DefinedRoute<S extends RouteSpec> = Omit<S, 'responses'> & {
  responses: S['responses'] & Readonly<Record<number, ResponseSpec>>;
};

/**
 * A route with the errors every route of its method can answer added to its own. `const S`
 * keeps the spec's literals (method, path) and schema types in the route's type.
 * @throws Error when an added error status clashes with a non-error answer of the route.
 */
export function defineRoute<const S extends RouteSpec>(spec: S): DefinedRoute<S> {
  const responses: Record<number, ResponseSpec> = { ...spec.responses };
  // merged table by table: a status both list (400) keeps the codes of both
  const common = spec.method === 'get' ? [ANY_ROUTE] : [ANY_ROUTE, ANY_WRITE];
  if (spec.readModels) common.push(FROM_READ_MODELS);
  for (const [status, codes] of common.flatMap((table) => Object.entries(table))) {
    const own = responses[Number(status)];
    if (own && own.kind !== 'error') throw new Error(`${spec.method} ${spec.path}: status ${status} must be an error answer`);
    responses[Number(status)] = errors(...new Set([...(own?.codes ?? []), ...codes]));
  }
  return { ...spec, responses };
}
