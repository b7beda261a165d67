import { z } from 'zod';
import { MAX_PER_PAGE, PageRequest } from '@arena/read-models';
import { parseOrThrow } from '../http/validation';

const pagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});

/**
 * `?page=1&per_page=20` (1-based page, 1..100 per page).
 * @throws ApiError 400 invalid_payload on anything else.
 */
export function pageRequestOf(query: unknown): PageRequest {
  const { page, per_page } = parseOrThrow(pagingSchema, query ?? {}, 'paging');
  return { page, perPage: per_page };
}
