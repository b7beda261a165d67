import profileCn from '../../locales/profile.cn.json';
import profileEn from '../../locales/profile.en.json';
import { useTexts, type TextKeys } from '../store';
import { addProgressTexts, type ProgressTextKey } from './progress-texts';

// The /profile page's texts load with it.
addProgressTexts({ en: profileEn, cn: profileCn });

/** The profile page's keys, the shared progression ones, the store's and the site's. */
export type ProfileTextKey = TextKeys<typeof profileEn> | ProgressTextKey;

/** `t` for the profile page. */
export function useProfileT() {
  return useTexts<ProfileTextKey>();
}
