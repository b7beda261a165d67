import type { FastifyReply } from 'fastify';
import { listQuery } from '@arena/contract';
import type { ListPage, PageRequest } from '@arena/read-models';
import { parseOrThrow } from '../platform/http/validation';

/**
 * `?limit=100&offset=0`, the live site's paging (limit 1..100, default 100; offset from 0).
 * @throws ApiError 400 invalid_payload on anything else.
 */
export function pageRequestOf(query: unknown): PageRequest {
  const { limit, offset } = parseOrThrow(listQuery, query ?? {}, 'paging');
  return { offset, limit };
}

/**
 * The page's entries as a bare list, with `Content-Range: {resource} {first}-{last}/{total}`
 * (0-based, inclusive; `{resource} *\/{total}` for a page past the end) telling where it lies.
 */
export function bareList<T>(reply: FastifyReply, resource: string, page: ListPage<T>): T[] {
  const range = page.items.length === 0 ? '*' : `${page.offset}-${page.offset + page.items.length - 1}`;
  void reply.header('content-range', `${resource} ${range}/${page.total}`);
  return page.items;
}
