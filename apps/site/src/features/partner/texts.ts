import partnerCn from '../../locales/partner.cn.json';
import partnerEn from '../../locales/partner.en.json';
import { addTexts, useTexts, type StoreTextKey, type TextKeys } from '../store';

// The pages' texts load with them (see the store's texts.ts), never with the home page.
addTexts({ en: partnerEn, cn: partnerCn });

/** The partner pages' keys, the store's (gold, errors every call may meet) and the site's. */
export type PartnerTextKey = TextKeys<typeof partnerEn> | StoreTextKey;

/** `t` for the partner pages' texts (and the store's and the site's). */
export function usePartnerT() {
  return useTexts<PartnerTextKey>();
}
