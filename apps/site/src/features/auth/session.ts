import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHydrated } from '../../shared/hooks/useHydrated';
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

/**
 * Whether this page's first HTML was rendered for a visitor the server knew to have no signed-in
 * session (no session cookie, or one whose session is gone): the server marks such a page
 * `<html data-visitor>`. Set by entry-server.tsx before each prerender.
 */
let servedToVisitor = typeof document !== 'undefined' && document.documentElement.hasAttribute('data-visitor');

/** Records whether the page's markup is a known visitor's (see `servedToVisitor`). */
export function setServedToVisitor(value: boolean): void {
  servedToVisitor = value;
}

/**
 * The signed-in user and the sign-in options, shared by every component through the query cache.
 * While React hydrates a page's prerendered markup (rendered before any answer), it gives the
 * state the markup was rendered in, whatever has arrived meanwhile: no user and the default
 * options, loading unless the page was served to a known visitor (`servedToVisitor`), so the page
 * hydrates as it was rendered, and React renders it again with the session right after. A known
 * visitor's page never shows the session loading: it is a visitor's until the session's answer
 * says otherwise (a sign-in in another tab meanwhile).
 */
export function useSession(): SessionState {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const config = useQuery(authConfigQuery);
  const refresh = useCallback(() => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }), [queryClient]);
  const hydrated = useHydrated();
  return {
    loading: !servedToVisitor && (!hydrated || session.isPending),
    user: (hydrated && session.data) || null,
    config: (hydrated && config.data) || DEFAULT_AUTH_CONFIG,
    refresh,
  };
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
