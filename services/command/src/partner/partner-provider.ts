/**
 * The port to the partner (docs/game-rules.md "Partner link": Gaimin), as the command handlers see it.
 * Adapters: `HttpPartnerProvider` (Gaimin's API at GAIMIN_API_URL, or the embedded local
 * stand-in, which speaks the same protocol) and `UnconfiguredPartnerProvider` (production
 * without GAIMIN_API_URL).
 */

/** Injection token of the `PartnerProvider`. */
export const PARTNER_PROVIDER = Symbol('PARTNER_PROVIDER');

/** A partner account a token stands for. */
export interface PartnerAccount {
  /** The partner's id of the account: 1..64 of A-Z a-z 0-9 _ - (PARTNER_ACCOUNT_ID_PATTERN). */
  accountId: string;
  /** The account's name at the partner. */
  username: string;
}

export interface PartnerProvider {
  /**
   * Asks the partner which account a player token belongs to.
   * @returns the account, or null when the partner refuses the token (unknown, expired, mistyped).
   * @throws ApiError 503 `partner_unavailable` when the partner cannot be reached, takes too long
   *         or answers something else.
   */
  verifyPlayerToken(token: string): Promise<PartnerAccount | null>;
  /** Releases what the adapter holds (the embedded stand-in's server). */
  close?(): Promise<void>;
}
