import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api';

/** Query keys of the site's content (tournaments, change log, announcements). */
const contentKeys = {
  tournaments: ['content', 'tournaments'] as const,
  changelog: ['content', 'changelog'] as const,
  announcements: ['content', 'announcements'] as const,
};

/** `GET /api/tournaments`: every tournament, newest date first. */
export const tournamentsQuery = queryOptions({
  queryKey: contentKeys.tournaments,
  queryFn: ({ signal }) => api.get('/api/tournaments', { signal }),
});

/** `GET /api/changelog`: the change log, newest first, each entry in both languages. */
export const changelogQuery = queryOptions({
  queryKey: contentKeys.changelog,
  queryFn: ({ signal }) => api.get('/api/changelog', { signal }),
});

/** `GET /api/announcements`: the announcements active now, in every language. */
export const announcementsQuery = queryOptions({
  queryKey: contentKeys.announcements,
  queryFn: ({ signal }) => api.get('/api/announcements', { signal }),
  staleTime: 5 * 60_000,
});
