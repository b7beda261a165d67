import armoryCn from '../../locales/armory.cn.json';
import armoryEn from '../../locales/armory.en.json';
import { addTexts, useTexts, type StoreTextKey, type TextKeys } from '../store';

// The armory's page texts load with its page (see the store's texts.ts).
addTexts({ en: armoryEn, cn: armoryCn });

/** The armory's keys, the store's (odds, rarities, errors) and the site's. */
export type ArmoryTextKey = TextKeys<typeof armoryEn> | StoreTextKey;

/** `t` for the armory's texts (and the store's and the site's). */
export function useArmoryT() {
  return useTexts<ArmoryTextKey>();
}
