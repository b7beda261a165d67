import godsCn from '../../locales/gods.cn.json';
import godsEn from '../../locales/gods.en.json';
import { addTexts, useTexts, type StoreTextKey, type TextKeys } from '../store';

// The page's texts load with it (see the store's texts.ts).
addTexts({ en: godsEn, cn: godsCn });

/** The page's keys, the store's and the site's. */
export type GodsTextKey = TextKeys<typeof godsEn> | StoreTextKey;

/** `t` for the gods page's texts (and the store's and the site's). */
export function useGodsT() {
  return useTexts<GodsTextKey>();
}
