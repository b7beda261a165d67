export { redeemCodesRoutes } from './routes';
export {
  adminRedemptionCodeView,
  redeemCodeReply,
  redemptionCode,
  redemptionCodeBody,
  redemptionCodeLimitsBody,
  redemptionCodeParams,
} from './views';
export type { AdminRedemptionCodeView, RedeemCodeReply, RedemptionCodeBody, RedemptionCodeLimitsBody } from './views';
