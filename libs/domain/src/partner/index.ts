/**
 * Partner (docs/game-rules.md "Partner link"): a player connects their Gaimin account, verified with the
 * partner. Each partner account has its own stream (`partner-{partner}-{accountId}`), where the
 * player claiming it is recorded, so no second player can (a claim whose player links another
 * account is released); the link is decided on the
 * player's stream together with the partner bundle (`pack_partner`). Plus runs while the link is
 * active (the Plus feature's `hasPlus`); there is no unlink yet, so a link stays active.
 */
export { PARTNERS } from './events';
export type { Partner, PartnerAccountClaimed, PartnerAccountEvent, PartnerAccountReleased, PartnerLinked } from './events';
export {
  decidePartnerAccount,
  evolvePartnerAccount,
  initialPartnerAccountState,
  PARTNER_ACCOUNT_ID_PATTERN,
  partnerAccountDecider,
  partnerAccountStream,
} from './account-stream';
export type { ClaimAnswer, ClaimPartnerAccount, PartnerAccountCommand, PartnerAccountState, ReleasePartnerAccount } from './account-stream';
export { decideLinkPartner, decodePartnerSlice, encodePartnerSlice, evolvePartnerSlice, initialPartnerSlice, PARTNER_BUNDLE } from './link';
export type { LinkPartner, PartnerLink, PartnerLinkAnswer, PartnerSlice } from './link';
