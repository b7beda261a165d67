import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api';

/** Query keys of the catalog: `catalogKeys.all` covers every list. */
const catalogKeys = {
  all: ['catalog'] as const,
  spells: ['catalog', 'spells'] as const,
  gods: ['catalog', 'gods'] as const,
  heroes: ['catalog', 'heroes'] as const,
};

function asList<T>(body: readonly T[]): readonly T[] {
  const value: unknown = body;
  return Array.isArray(value) ? body : [];
}

// The catalogs change only with a deploy: fetched on first use, then kept and shared by every page.
// A failed load has no data, so the next page that uses it tries again.
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

/** `GET /api/spells`: every spell with its texts in both languages. */
export const spellsQuery = queryOptions({
  queryKey: catalogKeys.spells,
  queryFn: ({ signal }) => api.get('/api/spells', { signal }).then(asList),
  ...forever,
});

/** `GET /api/gods`: every god with its powers and per-level figures. */
export const godsQuery = queryOptions({
  queryKey: catalogKeys.gods,
  queryFn: ({ signal }) => api.get('/api/gods', { signal }).then(asList),
  ...forever,
});

/** `GET /api/heroes`: every Dota 2 hero with its name in both languages. */
export const heroesQuery = queryOptions({
  queryKey: catalogKeys.heroes,
  queryFn: ({ signal }) => api.get('/api/heroes', { signal }).then(asList),
  ...forever,
});
