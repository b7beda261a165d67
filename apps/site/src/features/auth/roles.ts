import type { DevSignInRole } from '@arena/contract';
import type { SessionUser } from '../../shared/api/types';

/**
 * What the site shows each user type (docs/game-rules.md, "User types"); the server enforces the
 * same rules and the site only hides what it would refuse. A user type is compared as a string:
 * SUPPORT is a user type the server may answer before the site's types name it.
 */

/** The user types the dev sign-in offers, lowest first. */
export const DEV_SIGN_IN_ROLES = ['PLAYER', 'STATS_GUY', 'SUPPORT', 'ADMIN'] as const satisfies readonly DevSignInRole[];

const typeOf = (user: SessionUser | null): string | null => (user ? (user.isAdmin ? 'ADMIN' : String(user.userType)) : null);

/** ADMIN and STATS_GUY read the statistics (the STATS menu, the console's statistics pages). */
export function canSeeStats(user: SessionUser | null): boolean {
  const type = typeOf(user);
  return type === 'ADMIN' || type === 'STATS_GUY';
}

/** ADMIN and SUPPORT open the console from the header's Admin link (SUPPORT: its players). */
export function canOpenConsole(user: SessionUser | null): boolean {
  const type = typeOf(user);
  return type === 'ADMIN' || type === 'SUPPORT';
}
