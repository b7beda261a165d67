import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
// English is bundled (it is also every missing text's fallback); Chinese loads when it is chosen.
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

/** The texts bundled with the site's first JavaScript: English only. */
export const resources = {
  en: { translation: en },
} as const;

/**
 * The site's main texts of each language but English, loaded on demand (`import()`: a chunk of
 * their own, not part of the first JavaScript). Page texts (`addTexts`) are merged beside them.
 */
const MAIN_TEXTS: Record<Exclude<Language, 'en'>, () => Promise<{ default: object }>> = {
  cn: () => import('../../locales/cn.json'),
};

/** Languages whose main texts are in. */
const ready = new Set<Language>(['en']);
const loading = new Map<Language, Promise<void>>();

/** Loads the main texts of `lang` once (calls during the load share it; a failed load may be tried again). */
export function loadLanguage(lang: Language): Promise<void> {
  if (ready.has(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = MAIN_TEXTS[lang as Exclude<Language, 'en'>]()
      .then((module) => {
        // deep merge: the page texts already added for this language stay
        i18n.addResourceBundle(lang, 'translation', module.default, true, true);
        ready.add(lang);
      })
      .finally(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/**
 * Switches the site to `lang` once its texts are there, so nothing shows in the other language
 * meanwhile (the language menu uses it). A failed load leaves the language as it was.
 */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
}

i18n.on('languageChanged', (lng: string) => {
  applyHtmlLang(lng);
  // switched straight through i18next (the detector at init, or other code): load, then apply again
  const lang = asLanguage(lng);
  if (!ready.has(lang)) void changeLanguage(lang).catch(() => undefined);
});

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

/**
 * Resolves once the detected language's texts are there (at once for English): `main.tsx`
 * renders after it, so `?lang=cn` shows Chinese from the first paint. Never rejects: when the
 * Chinese texts cannot load, the site shows English.
 */
const detected = asLanguage(i18n.language);
export const i18nReady: Promise<void> = detected === 'en' ? Promise.resolve() : changeLanguage(detected).catch(() => undefined);

applyHtmlLang(i18n.language ?? 'en');

export default i18n;
