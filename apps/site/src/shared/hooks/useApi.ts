import { useCallback, useEffect, useState } from 'react';

export type Loadable<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ok'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs `load` when `key` changes (aborting the previous run) and returns its state.
 * `reload` runs it again.
 */
export function useApi<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loadable<T> & { reload: () => void } {
  const [state, setState] = useState<{ key: string; value: Loadable<T> }>({ key, value: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'ok', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // While a new key loads, never show the previous key's data.
  const value: Loadable<T> = state.key === key ? state.value : { status: 'loading' };
  return { ...value, reload };
}
