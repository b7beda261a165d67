import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage, localeOf } from '../../shared/i18n/i18n';
import { dateTimeFormat, numberFormat } from '../../shared/intl';

/**
 * Formatters of the content pages: a calendar day (`YYYY-MM-DD`, the same day wherever the reader
 * is) and an amount of US dollars from cents, in the site's language.
 */
export function useContentFormat(): { day: (date: string) => string; usd: (cents: number) => string } {
  const { i18n } = useTranslation();
  const locale = localeOf(asLanguage(i18n.resolvedLanguage ?? i18n.language));
  return useMemo(() => {
    const day = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const usd = numberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 });
    return {
      day: (date: string) => {
        const at = new Date(`${date}T00:00:00Z`);
        return Number.isNaN(at.getTime()) ? date : day.format(at);
      },
      usd: (cents: number) => usd.format(cents / 100),
    };
  }, [locale]);
}
