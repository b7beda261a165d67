import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api';

/** Query keys of the leaderboard. */
const leaderboardKeys = {
  all: ['leaderboard'] as const,
};

/** `GET /api/leaderboard`: the top 100 players, best first. */
export const leaderboardQuery = queryOptions({
  queryKey: leaderboardKeys.all,
  queryFn: ({ signal }) => api.get('/api/leaderboard', { signal }),
});
