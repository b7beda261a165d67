import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../shared/i18n/i18n';
import type mainEn from '../../locales/en.json';
import storeCn from '../../locales/store.cn.json';
import storeEn from '../../locales/store.en.json';

/*
 * The store's and the armory's page texts load with their pages, not with the site's first
 * JavaScript (the home page's budget): `locales/store.{en,cn}.json` and
 * `locales/armory.{en,cn}.json` are merged into the `translation` namespace, under the same
 * `store` and `armory` sections as the few texts the top bar needs (those stay in
 * `locales/{en,cn}.json`). `locales/locales.unit.test.ts` checks every pair.
 */

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type BaseKey<K extends string> = K extends `${infer B}_ordinal_${PluralSuffix}` ? B : K extends `${infer B}_${PluralSuffix}` ? B : K;

/** Every text key of a locale file, dotted (`store.checkout.buy`), plural suffixes dropped. */
export type TextKeys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${BaseKey<K>}` : TextKeys<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Adds texts to both languages' `translation` namespace (deep merge; texts already there stay). */
export function addTexts(texts: { en: object; cn: object }): void {
  i18n.addResourceBundle('en', 'translation', texts.en, true, false);
  i18n.addResourceBundle('cn', 'translation', texts.cn, true, false);
}

addTexts({ en: storeEn, cn: storeCn });

/** The store's keys and the site's own (`common.close`, `store.header.plus`...). */
export type StoreTextKey = TextKeys<typeof storeEn> | TextKeys<typeof mainEn>;

type Translate<K extends string> = (key: K, options?: Record<string, unknown>) => string;

/** `t` of the current language for the keys `K` (texts added by `addTexts`, typed by their file). */
export function useTexts<K extends string>(): Translate<K> {
  const { t } = useTranslation();
  const plain = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return useCallback<Translate<K>>((key, options) => plain(key, options), [plain]);
}

/** `t` for the store's texts (and the site's). */
export function useStoreT(): Translate<StoreTextKey> {
  return useTexts<StoreTextKey>();
}
