import { queryOptions } from '@tanstack/react-query';
import type { DevSignInRole, ResponseOf } from '@arena/contract';
import { api, apiUrl } from '../../shared/api/api';
import type { AuthConfig, Session, SessionUser } from '../../shared/api/types';

/** Query keys of the session: `authKeys.all` covers the signed-in user and the sign-in options. */
export const authKeys = {
  all: ['auth'] as const,
  session: ['auth', 'session'] as const,
  config: ['auth', 'config'] as const,
};

/** Where the browser goes to sign in with Steam (a 302 to Steam's OpenID page). */
export const STEAM_SIGN_IN_URL = apiUrl('/api/auth/steam');

/** Sign-in options until (or unless) the server says otherwise: Steam only. */
export const DEFAULT_AUTH_CONFIG: AuthConfig = { dev_sign_in: false, steam_sign_in: true };

/**
 * The signed-in user (`GET /api/auth/steam/success`), or null for visitors. A failed call counts as
 * "nobody signed in", so it never shows an error. Kept until sign-in or sign-out refetches it.
 */
export const sessionQuery = queryOptions({
  queryKey: authKeys.session,
  queryFn: (): Promise<SessionUser | null> =>
    api.get('/api/auth/steam/success').then(
      (session) => (session.success && session.user ? session.user : null),
      () => null,
    ),
  staleTime: Infinity,
});

/** Which sign-in ways the server offers (`GET /api/auth/config`); the defaults when the call fails. */
export const authConfigQuery = queryOptions({
  queryKey: authKeys.config,
  queryFn: (): Promise<AuthConfig> =>
    api.get('/api/auth/config').then(
      (config) => ({ ...DEFAULT_AUTH_CONFIG, ...config }),
      () => DEFAULT_AUTH_CONFIG,
    ),
  staleTime: Infinity,
});

/**
 * Dev sign-in (`POST /api/auth/dev`): signs in as any 17-digit Steam id with a display name and,
 * when `role` is above PLAYER, that user type (granted once, never lowered); sets the session
 * cookie. ApiError 403 `dev_sign_in_disabled` in production.
 */
export function devSignIn(steamId: string, displayName: string, role: DevSignInRole = 'PLAYER'): Promise<Session> {
  return api.post('/api/auth/dev', { body: { steam_id: steamId, display_name: displayName, role } });
}

/** Sign-out (`POST /api/auth/logout`): clears the session cookie. */
export function logout(): Promise<ResponseOf<'post', '/api/auth/logout'>> {
  return api.post('/api/auth/logout');
}
