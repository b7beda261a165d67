/** Paging of the read models' lists (recent games, a player's games): the live site's `limit` and `offset`. */

export interface PageRequest {
  /** entries skipped from the start, >= 0 */
  offset: number;
  /** entries at most, >= 1 */
  limit: number;
}

/** A page of a list and the size of the whole list (for `Content-Range`). */
export interface ListPage<T> {
  items: T[];
  offset: number;
  total: number;
}

/** The 0-based, inclusive index range of a page, as ZRANGE and ZREVRANGE take it. */
export function pageRange(request: PageRequest): { start: number; stop: number } {
  return { start: request.offset, stop: request.offset + request.limit - 1 };
}
