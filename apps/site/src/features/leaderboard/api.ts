import { queryOptions } from '@tanstack/react-query';
import { request } from '../../shared/api/client';
import type { Leaderboard } from '../../shared/api/types';

/** Query keys of the leaderboard. */
export const leaderboardKeys = {
  all: ['leaderboard'] as const,
};

/** `GET /api/leaderboard`: the top 100 players, best first. */
export const leaderboardQuery = queryOptions({
  queryKey: leaderboardKeys.all,
  queryFn: ({ signal }) => request<Leaderboard>('/api/leaderboard', { signal }),
});
