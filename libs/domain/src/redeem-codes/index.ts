/**
 * Redeem codes (docs/game-rules.md "Redeem codes"): a code grants gold and/or items, may expire and may
 * have a maximum number of uses, and is redeemed at most once per player. Each code has its own
 * stream (`redemption-code-{code}`), where uses are counted one at a time; the grant is decided
 * on the player's stream.
 */
export type {
  CodeRedeemed,
  CodeTerms,
  RedemptionCodeCreated,
  RedemptionCodeEvent,
  RedemptionCodeLimitsChanged,
  RedemptionCodeUsed,
} from './events';
export {
  CODE_PATTERN,
  decideRedemptionCode,
  evolveRedemptionCode,
  initialRedemptionCodeState,
  redemptionCodeDecider,
  redemptionCodeStream,
} from './code-stream';
export type { ChangeCodeLimits, CodeAnswer, CreateCode, RedemptionCodeCommand, RedemptionCodeState, UseCode } from './code-stream';
export {
  decideRedeemCode,
  decodeRedeemCodesSlice,
  encodeRedeemCodesSlice,
  evolveRedeemCodesSlice,
  initialRedeemCodesSlice,
} from './redeem';
export type { RedeemAnswer, RedeemCode, RedeemCodesSlice } from './redeem';
