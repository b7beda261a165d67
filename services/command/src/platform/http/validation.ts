import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * Parses input with a zod schema at the edge.
 * @throws ApiError 400 `invalid_payload` naming the first fields that are wrong.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : what}: ${issue.message}`)
    .join('; ');
  throw new ApiError(400, 'invalid_payload', `Invalid ${what}: ${problems}`);
}

/**
 * The game servers wrap their JSON as a string in `data`; accept an object as well.
 * @throws ApiError 400 `malformed_json` when the string is not JSON.
 */
export function unwrapData(body: unknown): unknown {
  const data = (body as { data?: unknown } | null)?.data;
  if (data === undefined) throw new ApiError(400, 'invalid_payload', 'The body must be {"data": ...}');
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    throw new ApiError(400, 'malformed_json', 'The "data" field is not valid JSON');
  }
}
