import { ApiError } from './api-error';

/** What a react-admin list may filter on: its full-text `q`, and fields compared for equality. */
export interface SimpleRestFilters<T> {
  /** The texts `q` is looked for in (case-insensitive). */
  search: (row: T) => string[];
  /** Fields a filter may name; a value matches when equal (`true` and `"true"` alike for booleans). */
  fields: readonly (keyof T & string)[];
}

function invalid(message: string): ApiError {
  return new ApiError(400, 'invalid_payload', message);
}

/**
 * The rows a react-admin list's `filter` query parameter admits (ra-data-simple-rest sends it
 * as JSON): `id` (one id or a list, as `getMany` asks), `q` (a text to look for), and
 * the `fields` given, each compared for equality; all of them when absent.
 * @throws ApiError 400 `invalid_payload` for a filter that is not a JSON object, or names another field.
 */
export function simpleRestFilter<T extends { id: string }>(text: string | undefined, rows: T[], filters: SimpleRestFilters<T>): T[] {
  if (text === undefined) return rows;
  let filter: unknown;
  try {
    filter = JSON.parse(text);
  } catch {
    throw invalid('filter must be JSON');
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw invalid('filter must be a JSON object');
  let admitted = rows;
  for (const [name, value] of Object.entries(filter)) {
    if (name === 'id') {
      const ids = new Set((Array.isArray(value) ? value : [value]).map(String));
      admitted = admitted.filter((row) => ids.has(row.id));
    } else if (name === 'q') {
      if (typeof value !== 'string') throw invalid('filter.q must be a text');
      const wanted = value.toLowerCase();
      admitted = admitted.filter((row) => filters.search(row).some((field) => field.toLowerCase().includes(wanted)));
    } else {
      const field = filters.fields.find((known) => known === name);
      if (!field) throw invalid(`filter may name id, q${filters.fields.map((known) => `, ${known}`).join('')}`);
      admitted = admitted.filter((row) => String(row[field]) === String(value));
    }
  }
  return admitted;
}
