import i18n, { type LanguageDetectorModule } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { siteLanguageOf } from '@arena/domain/shared/site-language';
import { loadNamespace } from '../../locales/load';

export const LANGUAGES = ['en', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'arena.lang';

/**
 * The namespaces of the site's shell (the header, the footer, the sign-in dialog, the loading and
 * error states every page shows): loaded before the first render, so no page ever shows a key.
 * Every other namespace is a feature's (`locales/<lang>/<feature>.json`), loaded by the first
 * component that asks for it with `useTranslation('<feature>')`, which suspends until it is in.
 */
export const SHELL_NAMESPACES = ['common', 'auth'] as const;

/** BCP 47 locale for Intl and <html lang>: the site's own 'cn' code is Simplified Chinese. */
export function localeOf(lang: string | undefined): string {
  return lang === 'cn' ? 'zh-CN' : 'en';
}

/** The site's language for an i18next code: 'cn', else 'en'. */
export function asLanguage(lang: string | undefined): Language {
  return lang === 'cn' ? 'cn' : 'en';
}

/** The browser's storage, or null where there is none (or it is blocked). */
function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? (window.localStorage ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * The site's language detection (an i18next language detector): `?lang=`, then the stored choice
 * (localStorage `arena.lang`), then the browser's languages, each as the site's language it names
 * (`siteLanguageOf`: zh* → cn, en* → en, others left out); i18next takes the first one the site
 * has, and stores the language it settles on, in localStorage and in the cookie `arena.lang` (a
 * year, the whole site), which the command service reads to choose the language of a page's first
 * HTML (its markup).
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const found: string[] = [];
    const query = typeof window !== 'undefined' ? new URLSearchParams(window.location?.search).get('lang') : null;
    if (query) found.push(query);
    const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    if (stored) found.push(stored);
    if (typeof navigator !== 'undefined') found.push(...(navigator.languages ?? []), navigator.language);
    return found.map(siteLanguageOf).filter((language) => language !== undefined);
  },
  cacheUserLanguage(lng) {
    try {
      // the cookie tells the command service, which sends a page's markup in that language
      // (no document where the pages are prerendered: nothing to store there)
      document.cookie = `${LANGUAGE_STORAGE_KEY}=${lng};path=/;max-age=31536000;samesite=lax`;
      storage()?.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      /* cookies or storage blocked, or storage full: the choice lasts this visit */
    }
  },
};

function applyHtmlLang(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(asLanguage(lng));
}

// i18next switches the language once the new language's loaded namespaces are in (a language
// menu click never shows a mix); <html lang> follows.
i18n.on('languageChanged', applyHtmlLang);

/**
 * Resolves once the detected language's shell namespaces are in (and English's, every missing
 * text's fallback): `main.tsx` renders after it, so `?lang=cn` shows Chinese from the first
 * paint. Never rejects: when the Chinese texts cannot load, the site shows English.
 */
export const i18nReady: Promise<void> = i18n
  .use(resourcesToBackend(loadNamespace))
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    fallbackLng: 'en',
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // a feature's component suspends (the page's <Suspense> shows the loading state) until its namespace is in
    react: { useSuspense: true },
  })
  .then(
    () => applyHtmlLang(i18n.language ?? 'en'),
    () => applyHtmlLang(i18n.language ?? 'en'),
  );

export default i18n;
