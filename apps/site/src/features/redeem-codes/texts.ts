import redeemCn from '../../locales/redeem.cn.json';
import redeemEn from '../../locales/redeem.en.json';
import { addTexts, useTexts, type StoreTextKey, type TextKeys } from '../store';

// The page's texts load with it (see the store's texts.ts).
addTexts({ en: redeemEn, cn: redeemCn });

/** The page's keys, the store's (gold, errors every call may meet) and the site's. */
export type RedeemTextKey = TextKeys<typeof redeemEn> | StoreTextKey;

/** `t` for the redeem page's texts (and the store's and the site's). */
export function useRedeemT() {
  return useTexts<RedeemTextKey>();
}
