import achievementsCn from '../../locales/achievements.cn.json';
import achievementsEn from '../../locales/achievements.en.json';
import { addProgressTexts, type ProgressTextKey } from '../profile';
import { useTexts, type TextKeys } from '../store';

// The page's texts load with it, beside the shared progression texts (see the profile's).
addProgressTexts({ en: achievementsEn, cn: achievementsCn });

/** The page's keys, the shared progression ones, the store's and the site's. */
export type AchievementsTextKey = TextKeys<typeof achievementsEn> | ProgressTextKey;

/** `t` for the achievements page. */
export function useAchievementsT() {
  return useTexts<AchievementsTextKey>();
}
