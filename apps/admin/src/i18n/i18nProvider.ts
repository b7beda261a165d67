import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';

export type Locale = 'en' | 'zh' | 'ru';

const LOCALES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '中文' },
  { locale: 'ru', name: 'Русский' },
];

const english = { ...englishMessages, ...en } as TranslationMessages;

/** Every language's messages: react-admin's and ours. Chinese and Russian load on demand. */
async function messagesOf(locale: string): Promise<TranslationMessages> {
  if (locale === 'zh') {
    const [{ raChinese }, { zh }] = await Promise.all([import('./ra-chinese'), import('./zh')]);
    return { ...raChinese, ...zh };
  }
  if (locale === 'ru') {
    const [{ raRussian }, { ru }] = await Promise.all([import('./ra-russian'), import('./ru')]);
    return { ...raRussian, ...ru };
  }
  return english;
}

/**
 * The console's i18nProvider: en, zh, ru, with react-admin's language menu. English is the first
 * language (its messages ship with the shell); a choice made in the menu is kept by react-admin's
 * store (localStorage) and restored on the next visit.
 */
export function createI18nProvider() {
  return polyglotI18nProvider((locale) => (locale === 'en' ? english : messagesOf(locale)), 'en', LOCALES, {
    allowMissing: false,
  });
}
