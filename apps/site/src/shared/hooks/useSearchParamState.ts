import { useCallback } from 'react';
import { useSearchParams } from '../router';

/**
 * A text kept in the address (`?q=...` for `name` 'q'), so it survives reloads and back.
 * Returns the value ('' when absent) and a setter that replaces the history entry and drops the
 * parameter when given ''.
 */
export function useSearchParamState(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const set = useCallback(
    (next: string) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next) p.set(name, next);
          else p.delete(name);
          return p;
        },
        { replace: true },
      );
    },
    [name, setParams],
  );
  return [value, set];
}
