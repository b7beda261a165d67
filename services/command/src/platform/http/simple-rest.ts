import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { parseOrThrow } from './validation';

/** A page of a list as ra-data-simple-rest asks for it: `range=[first,last]` (inclusive, from 0). */
interface SimpleRestRange {
  first: number;
  last: number;
}

/** The largest page an admin list answers (ra-data-simple-rest's default is 10; its demo pages ask 25). */
const MAX_PAGE = 1_000;

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_payload', `${name} must be JSON`);
  }
}

/**
 * The `range` query parameter of a react-admin list (`[0,24]`); all of a short list when absent.
 * @throws ApiError 400 `invalid_payload` when it is not two whole numbers, first ≤ last, at most 1,000 rows.
 */
function rangeParam(text: string | undefined): SimpleRestRange {
  if (text === undefined) return { first: 0, last: MAX_PAGE - 1 };
  const [first, last] = pairOf(parseJson(text, 'range'));
  if (!isWholeNumber(first) || !isWholeNumber(last) || first > last || last - first >= MAX_PAGE) {
    throw new ApiError(400, 'invalid_payload', `range must be [first, last]: whole numbers, first ≤ last, at most ${MAX_PAGE} rows`);
  }
  return { first, last };
}

/** The two elements of a JSON array of exactly two; none for anything else. */
function pairOf(value: unknown): unknown[] {
  return Array.isArray(value) && value.length === 2 ? (value as unknown[]) : [];
}

function isWholeNumber(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/**
 * The `sort` query parameter (`["field","ASC"]`), restricted to `fields`; `fallback` when absent.
 * @throws ApiError 400 `invalid_payload` for another shape or field.
 */
function sortParam<F extends string>(text: string | undefined, fields: readonly F[], fallback: [F, 'ASC' | 'DESC']): [F, 'ASC' | 'DESC'] {
  if (text === undefined) return fallback;
  const [field, order] = pairOf(parseJson(text, 'sort'));
  const isField = (value: unknown): value is F => fields.some((known) => known === value);
  if (!isField(field) || (order !== 'ASC' && order !== 'DESC')) {
    throw new ApiError(400, 'invalid_payload', `sort must be [field, "ASC"|"DESC"] with field one of ${fields.join(', ')}`);
  }
  return [field, order];
}

/**
 * One page of `rows` for a react-admin list, with the `Content-Range: {resource} {first}-{last}/{total}`
 * header ra-data-simple-rest reads the total from.
 */
function simpleRestPage<T>(reply: FastifyReply, resource: string, rows: readonly T[], range: SimpleRestRange): T[] {
  const page = rows.slice(range.first, range.last + 1);
  const last = page.length === 0 ? range.first : range.first + page.length - 1;
  void reply.header('content-range', `${resource} ${range.first}-${last}/${rows.length}`);
  return page;
}

/** What a react-admin list asks for: its `range` and `sort` query parameters, as sent. */
export interface SimpleRestQuery {
  range: string | undefined;
  sort: string | undefined;
}

/**
 * One sorted page of `rows` for a react-admin list (`rangeParam`, `sortParam`, `simpleRestPage`):
 * sorted by a field of `fields` (`fallback` without `sort`), nulls first in ascending order.
 * @throws ApiError 400 `invalid_payload` for a malformed `range` or `sort`.
 */
export function simpleRestList<T, F extends keyof T & string>(
  reply: FastifyReply,
  resource: string,
  rows: T[],
  query: SimpleRestQuery,
  fields: readonly F[],
  fallback: [F, 'ASC' | 'DESC'],
): T[] {
  const range = rangeParam(query.range);
  const [field, order] = sortParam(query.sort, fields, fallback);
  const direction = order === 'ASC' ? 1 : -1;
  const rank = (row: T) => row[field] ?? '';
  rows.sort((a, b) => (rank(a) < rank(b) ? -direction : rank(a) > rank(b) ? direction : 0));
  return simpleRestPage(reply, resource, rows, range);
}

/**
 * The `filter` query parameter of a react-admin list (a JSON object), checked by `schema`; `{}`
 * when absent. react-admin sends only the filters the user set.
 * @throws ApiError 400 `invalid_payload` when it is not JSON or `schema` refuses it.
 */
export function simpleRestFilter<T extends z.ZodType>(text: string | undefined, schema: T): z.infer<T> {
  return parseOrThrow(schema, text === undefined ? {} : parseJson(text, 'filter'), 'filter');
}

/**
 * A filter's date (`YYYY-MM-DD`: the whole UTC day, its first millisecond for `from`, its last
 * for `to`) or ISO-8601 time, in ms since the epoch; undefined when absent.
 */
export function filterTime(text: string | undefined, edge: 'from' | 'to'): number | undefined {
  if (text === undefined) return undefined;
  const ms = Date.parse(text);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && edge === 'to' ? ms + 86_400_000 - 1 : ms;
}

/** What a react-admin list may filter on: its full-text `q`, and fields compared for equality. */
export interface SimpleRestFilters<T> {
  /** The texts `q` is looked for in (case-insensitive). */
  search: (row: T) => string[];
  /** Fields a filter may name; a value matches when equal (`true` and `"true"` alike for booleans). */
  fields: readonly (keyof T & string)[];
}

/**
 * The rows a react-admin list's `filter` query parameter admits (ra-data-simple-rest sends it
 * as JSON): `id` (one id or a list, as `getMany` asks), `q` (a text to look for), and
 * the `fields` given, each compared for equality; all of them when absent.
 * @throws ApiError 400 `invalid_payload` for a filter that is not a JSON object, or names another field.
 */
export function filterRows<T extends { id: string }>(text: string | undefined, rows: T[], filters: SimpleRestFilters<T>): T[] {
  if (text === undefined) return rows;
  const filter = parseJson(text, 'filter');
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw new ApiError(400, 'invalid_payload', 'filter must be a JSON object');
  let admitted = rows;
  for (const [name, value] of Object.entries(filter)) {
    if (name === 'id') {
      const ids = new Set((Array.isArray(value) ? value : [value]).map(String));
      admitted = admitted.filter((row) => ids.has(row.id));
    } else if (name === 'q') {
      if (typeof value !== 'string') throw new ApiError(400, 'invalid_payload', 'filter.q must be a text');
      const wanted = value.toLowerCase();
      admitted = admitted.filter((row) => filters.search(row).some((field) => field.toLowerCase().includes(wanted)));
    } else {
      const field = filters.fields.find((known) => known === name);
      if (!field)
        throw new ApiError(400, 'invalid_payload', `filter may name id, q${filters.fields.map((known) => `, ${known}`).join('')}`);
      admitted = admitted.filter((row) => String(row[field]) === String(value));
    }
  }
  return admitted;
}
