import type { AuthConfigReply, AuthSuccessBody, AuthUserView } from '@arena/contract';

/** The signed-in user as `GET /api/auth/steam/success` answers it (docs/api.md "Sign-in and session"). */
export type SessionUser = AuthUserView;

/** Which sign-in ways the server offers (`GET /api/auth/config`). */
export type AuthConfig = Pick<AuthConfigReply, 'dev_sign_in'> & { steam_sign_in: boolean };

/** The signed-in user, or null for a visitor (a failed call counts as nobody signed in). */
export async function fetchSession(): Promise<SessionUser | null> {
  try {
    const response = await fetch('/api/auth/steam/success', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const answer = (await response.json()) as AuthSuccessBody;
    return answer.success && answer.user ? answer.user : null;
  } catch {
    return null;
  }
}

export async function fetchAuthConfig(): Promise<AuthConfig> {
  try {
    const response = await fetch('/api/auth/config', { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as AuthConfig) : { dev_sign_in: false, steam_sign_in: true };
  } catch {
    return { dev_sign_in: false, steam_sign_in: true };
  }
}

/** Where the site's sign-in returns (the site's `arena.returnTo`, this tab only). */
const RETURN_TO_KEY = 'arena.returnTo';

/** Sends the browser to Steam's sign-in; the site brings it back to `returnTo` (a console path). */
export function signInWithSteam(returnTo: string): void {
  try {
    sessionStorage.setItem(RETURN_TO_KEY, returnTo);
  } catch {
    /* storage unavailable: the site returns to its home */
  }
  window.location.assign('/api/auth/steam');
}
