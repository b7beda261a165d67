export { redeemCodesRoutes } from './routes';
export {
  adminRedemptionCodeDetail,
  adminRedemptionCodeView,
  redeemCodeReply,
  redemptionCode,
  redemptionCodeBody,
  redemptionCodeLimitsBody,
  redemptionCodeParams,
} from './views';
export type {
  AdminRedemptionCodeDetail,
  AdminRedemptionCodeView,
  RedeemCodeReply,
  RedemptionCodeBody,
  RedemptionCodeLimitsBody,
} from './views';
