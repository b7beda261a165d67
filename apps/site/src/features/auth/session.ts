import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { AuthConfig, SessionUser } from '../../shared/api/types';
import { authConfigQuery, DEFAULT_AUTH_CONFIG, sessionQuery } from './api';

const RETURN_TO_KEY = 'arena.returnTo';

/** What `useSession` gives. */
export interface SessionState {
  /** true until the first answer of the session endpoint */
  loading: boolean;
  user: SessionUser | null;
  config: AuthConfig;
  /** Reloads the session from the server; resolves with the user (or null). */
  refresh: () => Promise<SessionUser | null>;
}

const noSubscription = () => () => {};

/**
 * The signed-in user and the sign-in options, shared by every component through the query cache.
 * While React hydrates a page's prerendered markup (a visitor's, rendered before any answer), it
 * gives that state (loading, no user, the default options) whatever has arrived meanwhile, so the
 * page hydrates as it was rendered; React renders it again with the session right after.
 */
export function useSession(): SessionState {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const config = useQuery(authConfigQuery);
  const refresh = useCallback(() => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }), [queryClient]);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated
    ? { loading: session.isPending, user: session.data ?? null, config: config.data ?? DEFAULT_AUTH_CONFIG, refresh }
    : { loading: true, user: null, config: DEFAULT_AUTH_CONFIG, refresh };
}

/** Only local paths are remembered, and never the sign-in landing page itself. */
function safeLocalPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (path === '/redirect' || path.startsWith('/redirect?') || path.startsWith('/api/')) return null;
  return path;
}

/**
 * Whether a path is the console's (`/admin`: another app the command service serves beside the
 * site, docs/architecture.md "Packages"), which the site's router cannot show: a full page load.
 */
export function isConsolePath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?');
}

/** Remembers (sessionStorage `arena.returnTo`: this tab only) where to come back after sign-in; unsafe paths clear it. */
export function rememberReturnPath(path: string) {
  const safe = safeLocalPath(path);
  try {
    if (safe) sessionStorage.setItem(RETURN_TO_KEY, safe);
    else sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    /* storage unavailable: return to home */
  }
}

/** The remembered return path (then forgotten), or '/'. */
export function takeReturnPath(): string {
  try {
    const stored = safeLocalPath(sessionStorage.getItem(RETURN_TO_KEY));
    sessionStorage.removeItem(RETURN_TO_KEY);
    return stored ?? '/';
  } catch {
    return '/';
  }
}
