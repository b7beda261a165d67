/** The site's languages, by its own codes: `?lang=`, the `arena.lang` cookie, its locale folders, an announcement's language. */
export type SiteLanguage = 'en' | 'cn';

/**
 * The site's language for a language code as a browser (`navigator.languages`, `Accept-Language`)
 * or a reader (`?lang=`, the stored choice) gives it: zh, zh-* (any script or region) and the
 * site's own cn → `cn`; en and en-* → `en`; any other: undefined (the caller tries its next one).
 * Case and `_` for `-` do not matter. The site's language detection and the command service's
 * choice of a page's first HTML both use it, so the server sends the markup the client hydrates.
 */
export function siteLanguageOf(code: string | undefined): SiteLanguage | undefined {
  const lang = (code ?? '').trim().toLowerCase().replace('_', '-');
  if (lang === 'cn' || lang === 'zh' || lang.startsWith('zh-')) return 'cn';
  if (lang === 'en' || lang.startsWith('en-')) return 'en';
  return undefined;
}
