import type { z } from 'zod';
import { findRoute, routeName } from './routes';
import { errorBodySchema, type ResponseSpec } from './shared';

/**
 * A request no route takes is answered 404 `not_found` (the framework's own answer), or 403
 * `csrf_rejected` when it changes state with the session cookie (the CSRF check runs before routing).
 */
const UNROUTED: ReadonlyMap<number, z.ZodType> = new Map([
  [404, errorBodySchema(['not_found'])],
  [403, errorBodySchema(['csrf_rejected'])],
]);
/** Issues reported per answer, at most; the first ones are enough to find the bug. */
const MAX_ISSUES = 10;

/**
 * What is wrong with a JSON answer by the contract: the route that takes the request must
 * list the status, as a JSON or error answer, and the body must match that answer's schema
 * (response objects are strict: a field the contract does not list is an issue).
 * @param method HTTP method, any case.
 * @param path the concrete URL path the request was made to; a query string is ignored.
 * @param status the HTTP status answered.
 * @param body the answer's body, parsed from JSON.
 * @returns one line per problem, each naming the route and status; [] when the answer conforms.
 */
export function responseIssues(method: string, path: string, status: number, body: unknown): string[] {
  const route = findRoute(method, path);
  if (!route) {
    if (UNROUTED.get(status)?.safeParse(body).success) return [];
    return [`${method.toUpperCase()} ${path.split('?')[0]} is not a route of the contract (answered ${status})`];
  }
  const where = `${routeName(route)} ${status}`;
  const response = route.responses[status];
  if (!response) return [`${where}: the contract lists no ${status} answer (it lists ${Object.keys(route.responses).join(', ')})`];
  const schema = jsonSchemaOf(response);
  if (!schema) return [`${where}: the contract says ${response.kind}, not JSON`];
  const parsed = schema.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${where}: ${issue.path.length ? issue.path.join('.') : '(body)'}: ${issue.message}`);
}

/** The schema of a JSON answer (an error answer's body allows only its codes); null when not JSON. */
export function jsonSchemaOf(response: ResponseSpec): z.ZodType | null {
  if (response.kind === 'json') return response.schema;
  if (response.kind === 'error') return errorBodySchema(response.codes);
  return null;
}
