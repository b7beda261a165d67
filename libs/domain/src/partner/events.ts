/** The partners a player can connect an account of ("Partner link"): Gaimin only so far. */
export const PARTNERS = ['gaimin'] as const;
export type Partner = (typeof PARTNERS)[number];

/** Events of a `partner-{partner}-{accountId}` stream. */
export type PartnerAccountEvent = PartnerAccountClaimed | PartnerAccountReleased;

/**
 * A player (`steamId`) claimed this partner account: no other player can connect it while the
 * claim stands. Recorded before `PartnerLinked` on the player's own stream, which confirms it; a
 * claim whose player's stream links another account is released (`PartnerAccountReleased`).
 * `username` (the account's name at the partner, absent on claims recorded before it was kept)
 * lets the link be finished without the player's token after a crash.
 */
export interface PartnerAccountClaimed {
  type: 'PartnerAccountClaimed';
  data: { partner: Partner; accountId: string; steamId: string; username?: string };
}

/**
 * The claim of `steamId` on this account is void: their stream links another account (and there
 * is no unlink), so they can never link this one. The account is free again.
 */
export interface PartnerAccountReleased {
  type: 'PartnerAccountReleased';
  data: { partner: Partner; accountId: string; steamId: string };
}

/**
 * On `player-{steamId}`: the player connected their partner account (`accountId`, known at the
 * partner as `username`). Plus runs while the link is active; the partner bundle (`pack_partner`)
 * is granted beside it, in the same decision, with reason `partner`.
 */
export interface PartnerLinked {
  type: 'PartnerLinked';
  data: { partner: Partner; accountId: string; username: string };
}
