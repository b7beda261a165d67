import type { KeySchema } from '../core';

/**
 * The partner feature's keys under a version's prefix. The Gaimin account a player connected is
 * a field of the player's profile hash (`PlayerKeys.player`: `partner_gaimin`, the account id),
 * so the profile, the wallet and a check of 1,000 ids each read one hash per player.
 */
export interface PartnerKeys {
  /**
   * Hash: a username, trimmed and lower-cased (`usernameKey`) -> the Steam id of the player who
   * took that name last. Names a player left stay until someone else takes them; the rating check
   * compares the name with the player's current one (see `readMmrCheck`).
   */
  usernames: string;
}

/** The partner feature's keys under `prefix` (`{namespace}:{version}:`). */
export const partnerKeys: KeySchema<PartnerKeys> = (prefix) => ({
  usernames: `${prefix}usernames`,
});

/** A name as the username index keys it: trimmed and lower-cased, so a lookup ignores case. */
export function usernameKey(name: string): string {
  return name.trim().toLowerCase();
}
