import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * false while React hydrates the page's prerendered markup (and while it is prerendered), true in
 * every render after. A component whose markup was rendered before any answer renders that state
 * while hydrating, whatever has arrived meanwhile (a suspended part of the page hydrates after
 * the rest, when answers other parts asked for may be in), then React renders it again at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
