/** Redeem codes: the `/redeem_code` page, where a signed-in player turns a code into gold and items. */
export { redeemCodeRoutes, REDEEM_CODE_PATH } from './routes';
