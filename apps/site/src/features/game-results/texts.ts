import statsCn from '../../locales/stats.cn.json';
import statsEn from '../../locales/stats.en.json';
import { addTexts, useTexts, type StoreTextKey, type TextKeys } from '../store';

// The texts of the signed-in player's match history and stats load with those pages (see the store's texts.ts).
addTexts({ en: statsEn, cn: statsCn });

/** Those pages' keys, the store's and the site's. */
export type StatsTextKey = TextKeys<typeof statsEn> | StoreTextKey;

/** `t` for `/profile/games` and `/profile/stats`. */
export function useStatsT() {
  return useTexts<StatsTextKey>();
}
