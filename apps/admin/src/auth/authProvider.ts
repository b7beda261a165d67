import type { DevSignInRole } from '@arena/contract';
import type { AuthProvider } from 'react-admin';
import { canAccess } from './roles';
import { fetchSession, type SessionUser } from './session';

/** The dev sign-in's parameters (`POST /api/auth/dev`): who, and the user type to sign in with. */
export interface DevSignIn {
  steamId: string;
  displayName: string;
  role: DevSignInRole;
}

interface HttpLikeError {
  status?: number;
}

/**
 * The console's authProvider (react-admin 5): the site's session cookie signs it in.
 * - `checkAuth`: a visitor goes to the console's sign-in page; any signed-in user passes (a
 *   player then sees "access denied", drawn by the layout);
 * - `checkError`: a 401 (session gone) signs out; a 403 stays signed in (the page says access
 *   denied; never a sign-out loop);
 * - `getPermissions`: the user type; `canAccess`: `roles.ts`;
 * - `login`: the dev sign-in with the role picked (development only; Steam's is a full-page redirect);
 * - `logout`: `POST /api/auth/logout`.
 * `loadSession` is injectable for tests.
 */
export function createAuthProvider(loadSession: () => Promise<SessionUser | null> = fetchSession): AuthProvider {
  let current: Promise<SessionUser | null> | null = null;
  const session = () => (current ??= loadSession().catch(() => null));
  const forget = () => {
    current = null;
  };

  return {
    async login({ steamId, displayName, role }: DevSignIn) {
      const response = await fetch('/api/auth/dev', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ steam_id: steamId, display_name: displayName, role }),
      });
      forget();
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(body?.error?.message ?? response.statusText);
      }
    },
    async logout() {
      const user = await session();
      forget();
      if (user) {
        await fetch('/api/auth/logout', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }).catch(() => undefined);
      }
    },
    async checkAuth() {
      const user = await session();
      if (!user) {
        forget();
        throw new Error('sign_in_required');
      }
    },
    checkError(error: HttpLikeError) {
      if (error?.status === 401) {
        forget();
        return Promise.reject(new Error('sign_in_required'));
      }
      // 403 and others: stay signed in; the page shows the refusal
      return Promise.resolve();
    },
    async getPermissions() {
      const user = await session();
      return user?.userType ?? null;
    },
    async getIdentity() {
      const user = await session();
      if (!user) throw new Error('sign_in_required');
      return { id: user.id, fullName: user.displayName, avatar: user.photos[0]?.value, userType: user.userType };
    },
    async canAccess({ resource, action }) {
      const user = await session();
      return canAccess(user?.userType, resource, action);
    },
  };
}
