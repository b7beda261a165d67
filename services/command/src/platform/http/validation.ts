import type { PipeTransform } from '@nestjs/common';
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
 * `parseOrThrow` as a Nest pipe, for a request part that must be parsed before the path
 * parameters' pipes answer (Nest runs a handler's parameter pipes from the last parameter to the
 * first): `@Query(new SchemaPipe(schema, 'what'))` after `@Param('steamId', SteamIdPipe)`.
 * @throws ApiError 400 `invalid_payload` naming the first fields that are wrong.
 */
export class SchemaPipe<T extends z.ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(
    private readonly schema: T,
    private readonly what: string,
  ) {}

  transform(value: unknown): z.infer<T> {
    return parseOrThrow(this.schema, value, this.what);
  }
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
