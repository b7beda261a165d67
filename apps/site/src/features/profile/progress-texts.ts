import progressCn from '../../locales/progress.cn.json';
import progressEn from '../../locales/progress.en.json';
import { addTexts, useTexts, type StoreTextKey, type TextKeys } from '../store';

/*
 * The texts every progression page shares (claim, reward labels, stat names, the errors of the
 * progression calls): `locales/progress.{en,cn}.json`, loaded with the first of those pages (the
 * profile, the battle pass, the achievements), merged like the store's (see its texts.ts).
 */
addTexts({ en: progressEn, cn: progressCn });

/** The shared progression keys, the store's (its errors) and the site's. */
export type ProgressTextKey = TextKeys<typeof progressEn> | StoreTextKey;

/** Adds a progression page's own texts beside the shared ones (its module loads with the page). */
export function addProgressTexts(texts: { en: object; cn: object }): void {
  addTexts(texts);
}

/** `t` for the shared progression texts (and the store's and the site's). */
export function useProgressT() {
  return useTexts<ProgressTextKey>();
}
