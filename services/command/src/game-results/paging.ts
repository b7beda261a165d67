import { pagingQuery } from '@arena/contract';
import type { PageRequest } from '@arena/read-models';
import { parseOrThrow } from '../platform/http/validation';

/**
 * `?page=1&per_page=20` (1-based page, 1..100 per page).
 * @throws ApiError 400 invalid_payload on anything else.
 */
export function pageRequestOf(query: unknown): PageRequest {
  const { page, per_page } = parseOrThrow(pagingQuery, query ?? {}, 'paging');
  return { page, perPage: per_page };
}
