/*
 * Intl's formatters and collators, shared: one per locale and options for the whole page. No
 * React and no i18n here, so pure logic modules can use them too.
 */

type IntlFormat = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.Collator;

const intlFormats = new Map<string, IntlFormat>();

/**
 * The Intl object `key` names (its kind, locale and options), made by `make` on first use and
 * shared after: making one loads and resolves its locale's data, tens of milliseconds a page on a
 * slow phone when every row made its own, while using one costs microseconds.
 */
function intl<T extends IntlFormat>(key: string, make: () => T): T {
  let format = intlFormats.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    intlFormats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options and shared. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return intl(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options and shared. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return intl(`dateTime ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.RelativeTimeFormat(locale, options)`, made once per locale and options and shared. */
export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions = {}): Intl.RelativeTimeFormat {
  return intl(`relative ${locale} ${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(locale, options));
}

/**
 * The sort order of texts in `locale` (`collator(locale).compare`), made once per locale: a
 * `localeCompare(other, locale)` builds its comparison anew on every call, ten times slower.
 */
export function collator(locale: string): Intl.Collator {
  return intl(`collator ${locale}`, () => new Intl.Collator(locale));
}

/** US cents as a dollar price in `locale` ("$4.99", "US$4.99"). */
export function usdText(cents: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}
