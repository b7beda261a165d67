/**
 * `has_plus` and `plus_expiration` from the expiry stored on the profile hash (ISO-8601, absent
 * when the player never had Plus): Plus runs until its expiry, not at it (the domain's
 * `hasPlus`), judged at `now`. Read by the profile and by the store's player cosmetics.
 */
export function plusFields(plusExpiration: string | null | undefined, now: Date): { has_plus: boolean; plus_expiration: string | null } {
  if (!plusExpiration) return { has_plus: false, plus_expiration: null };
  return { has_plus: Date.parse(plusExpiration) > now.getTime(), plus_expiration: plusExpiration };
}
