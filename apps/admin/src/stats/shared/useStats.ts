import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../shared/http';

/** A statistics answer (`GET path?query`), cached a minute per path and query. */
export function useStats<T>(path: string, query: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: ['stats', path, query],
    queryFn: () => getJson<T>(path, query),
    staleTime: 60_000,
  });
}
