/** The partners a player can connect an account of ("Partner link"): Gaimin only so far. */
export const PARTNERS = ['gaimin'] as const;
export type Partner = (typeof PARTNERS)[number];

/** Events of a `partner-{partner}-{accountId}` stream. */
export type PartnerAccountEvent = PartnerAccountClaimed;

/**
 * The first player to connect this partner account claimed it: from then on it belongs to that
 * player (`steamId`), and no other player can connect it. Recorded before `PartnerLinked` on the
 * player's own stream.
 */
export interface PartnerAccountClaimed {
  type: 'PartnerAccountClaimed';
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
