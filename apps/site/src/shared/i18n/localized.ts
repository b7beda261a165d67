import type { Localized } from '../api/types';
import type { Language } from './i18n';

/** A catalog text in the current language, falling back to English, then to the other one. */
export function pickLocalized(text: Localized | undefined | null, lang: Language): string {
  if (!text) return '';
  return text[lang] || text.en || text.cn || '';
}

/** "frost_arrows" -> "Frost Arrows": a readable label for ids with no catalog name. */
export function humanizeKey(key: string): string {
  return key
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
