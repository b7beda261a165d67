import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

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
