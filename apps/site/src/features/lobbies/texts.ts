import lobbiesCn from '../../locales/lobbies.cn.json';
import lobbiesEn from '../../locales/lobbies.en.json';
import { addTexts, useTexts, type StoreTextKey, type TextKeys } from '../store';

// The matchmaking page's texts load with its page (see the store's texts.ts).
addTexts({ en: lobbiesEn, cn: lobbiesCn });

/** The matchmaking keys, the store's and the site's (`rank.*`, `common.*`). */
export type LobbiesTextKey = TextKeys<typeof lobbiesEn> | StoreTextKey;

/** `t` for the matchmaking texts (and the store's and the site's). */
export function useLobbiesT() {
  return useTexts<LobbiesTextKey>();
}
