/**
 * What a player may do on the site beyond playing (docs/game-rules.md, "User types"), lowest
 * first: `STATS_GUY` reads the stats pages, `ADMIN` may do everything.
 */
export const USER_TYPES = ['PLAYER', 'STATS_GUY', 'ADMIN'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Whether `value` names a user type (for data read back from storage). */
export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** Whether `a` ranks above `b` (ADMIN > STATS_GUY > PLAYER). */
export function ranksAbove(a: UserType, b: UserType): boolean {
  return USER_TYPES.indexOf(a) > USER_TYPES.indexOf(b);
}
