/** Paging of the read models' lists (recent games, a player's games). */

export const MAX_PER_PAGE = 100;

export interface PageRequest {
  /** 1-based */
  page: number;
  /** 1..MAX_PER_PAGE */
  perPage: number;
}

/** The 0-based, inclusive index range of a page, as ZRANGE and ZREVRANGE take it. */
export function pageRange(request: PageRequest): { start: number; stop: number } {
  const start = (request.page - 1) * request.perPage;
  return { start, stop: start + request.perPage - 1 };
}
