/**
 * What a player may do on the site beyond playing (docs/game-rules.md, "User types"), lowest
 * first: `STATS_GUY` reads the stats pages, `SUPPORT` reads the players' administration pages,
 * `ADMIN` may do everything. STATS_GUY and SUPPORT grant different reads, neither includes the
 * other; the order only says which of the configuration's lists wins at a bootstrap.
 */
export const USER_TYPES = ['PLAYER', 'STATS_GUY', 'SUPPORT', 'ADMIN'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Whether `value` names a user type (for data read back from storage). */
export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** Whether `a` ranks above `b` (ADMIN > SUPPORT > STATS_GUY > PLAYER). */
export function ranksAbove(a: UserType, b: UserType): boolean {
  return USER_TYPES.indexOf(a) > USER_TYPES.indexOf(b);
}
