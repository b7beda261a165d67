/**
 * `has_plus` and `plus_expiration` from the profile hash, as the domain's `hasPlus` judges Plus:
 * the bought or granted expiry (`plus_expiration`, ISO-8601, absent when the player never had
 * Plus) is after `now` (Plus runs until its expiry, not at it), or the player connected a partner
 * account (`partner_gaimin`: the Gaimin account id, absent when none; "Partner link": Plus
 * while the link is active, and no unlink exists yet). `plus_expiration` stays the bought
 * expiry: a partner's Plus has none. Read by the profile, the wallet, the gods and the daily
 * quests (in the core, so the features the profile reads can read Plus without importing it).
 * @param partnerAccount the profile's `partner_gaimin` field (required, so no reader of Plus forgets it).
 */
export function plusFields(
  plusExpiration: string | null | undefined,
  now: Date,
  partnerAccount: string | null | undefined,
): { has_plus: boolean; plus_expiration: string | null } {
  const linked = Boolean(partnerAccount);
  if (!plusExpiration) return { has_plus: linked, plus_expiration: null };
  return { has_plus: linked || Date.parse(plusExpiration) > now.getTime(), plus_expiration: plusExpiration };
}
