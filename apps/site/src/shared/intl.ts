/**
 * The Intl formatters and collators of the site, made once per locale and options and shared by
 * every caller. Making one costs far more than using it (the first number formatter of a page
 * loads its locale's data: 50-75 ms on a phone), and a list's rows each formatting their
 * numbers and times would otherwise make their own.
 */
const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let value = made.get(key) as T | undefined;
  if (value === undefined) made.set(key, (value = make()));
  return value;
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return once('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.RelativeTimeFormat(locale, options)`, made once. */
export function relativeTimeFormat(locale: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return once('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/** `new Intl.Collator(locale)`, made once: `collator(locale).compare` sorts texts as `localeCompare` does. */
export function collator(locale: string): Intl.Collator {
  return once('collator', locale, undefined, () => new Intl.Collator(locale));
}

/** US cents as a dollar price in `locale` ("$4.99", "US$4.99"). */
export function usdText(cents: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}
