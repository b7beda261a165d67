import battlePassCn from '../../locales/battlepass.cn.json';
import battlePassEn from '../../locales/battlepass.en.json';
import { addProgressTexts, type ProgressTextKey } from '../profile';
import { useTexts, type TextKeys } from '../store';

// The page's texts load with it, beside the shared progression texts (see the profile's).
addProgressTexts({ en: battlePassEn, cn: battlePassCn });

/** The page's keys, the shared progression ones, the store's and the site's. */
export type BattlePassTextKey = TextKeys<typeof battlePassEn> | ProgressTextKey;

/** `t` for the battle-pass page. */
export function useBattlePassT() {
  return useTexts<BattlePassTextKey>();
}
