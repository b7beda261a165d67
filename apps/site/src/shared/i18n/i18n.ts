import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import cn from '../../locales/cn.json';
import en from '../../locales/en.json';

export const LANGUAGES = ['en', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'arena.lang';

/** BCP 47 locale for Intl and <html lang>: the site's own 'cn' code is Simplified Chinese. */
export function localeOf(lang: string | undefined): string {
  return lang === 'cn' ? 'zh-CN' : 'en';
}

/** The site's language for an i18next code: 'cn', else 'en'. */
export function asLanguage(lang: string | undefined): Language {
  return lang === 'cn' ? 'cn' : 'en';
}

/** zh, zh-CN, zh-TW, zh-HK (any zh*) and our own 'cn' become 'cn'; en* becomes 'en'. */
export function convertDetectedLanguage(lng: string): string {
  const code = lng.trim().toLowerCase().replace('_', '-');
  if (code === 'cn' || code === 'zh' || code.startsWith('zh-')) return 'cn';
  if (code === 'en' || code.startsWith('en-')) return 'en';
  return code;
}

function applyHtmlLang(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(asLanguage(lng));
}

export const resources = {
  en: { translation: en },
  cn: { translation: cn },
} as const;

i18n.on('languageChanged', applyHtmlLang);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      // ?lang=en|cn wins, then the stored choice, then the browser's languages.
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: 'lang',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage,
    },
    react: { useSuspense: false },
  });

applyHtmlLang(i18n.resolvedLanguage ?? i18n.language ?? 'en');

export default i18n;
