import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage, localeOf, type Language } from './i18n/i18n';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl';

/** Seconds as mm:ss, or H:mm:ss from one hour. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/**
 * The time left until an instant `ms` away, for a countdown: `03:04:05`, and from one day
 * `2d 03:04:05` / `2天 03:04:05` (the day unit of `locale`). Never negative; a fraction of a
 * second counts as a second, so it reads `00:00:00` only once the time has come.
 */
export function formatCountdown(ms: number, locale: string): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  if (days === 0) return clock;
  return `${numberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'narrow' }).format(days)} ${clock}`;
}

/** Milliseconds from `now` until `iso` (negative once passed; NaN for a text that is not a time). */
export function msUntil(iso: string | Date, now: number): number {
  return (iso instanceof Date ? iso.getTime() : Date.parse(iso)) - now;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "2 hours ago" / "2小时前": the largest whole unit of the time between `date` and `now`. */
function formatRelative(date: Date, now: number, locale: string): string {
  const diffSeconds = (date.getTime() - now) / 1000;
  const abs = Math.abs(diffSeconds);
  const rtf = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (abs >= size || unit === 'second') {
      const value = Math.round(diffSeconds / size);
      return rtf.format(unit === 'second' && abs < 10 ? 0 : value, unit);
    }
  }
  return rtf.format(0, 'second');
}

/** A clock that ticks every `ms`, so relative times stay fresh. */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(id);
  }, [ms]);
  return now;
}

/** Number, date and duration formatting in the current language. */
export interface Formatters {
  lang: Language;
  locale: string;
  number: (n: number, digits?: number) => string;
  signed: (n: number) => string;
  percent: (ratio: number) => string;
  date: (iso: string | Date) => string;
  dateTime: (iso: string | Date) => string;
  relative: (iso: string | Date, now?: number) => string;
  duration: (seconds: number) => string;
  /** the time left until `iso` at `now` as a countdown (`2d 03:04:05`; `00:00:00` once passed) */
  countdown: (iso: string | Date, now?: number) => string;
}

function toDate(v: string | Date): Date {
  return v instanceof Date ? v : new Date(v);
}

/** The formatters of each language, made once (their Intl objects on first use, see `intl.ts`). */
const formattersByLanguage = new Map<Language, Formatters>();

function formattersOf(lang: Language): Formatters {
  let formatters = formattersByLanguage.get(lang);
  if (formatters) return formatters;
  const locale = localeOf(lang);
  const valid = (d: Date) => !Number.isNaN(d.getTime());
  formatters = {
    lang,
    locale,
    number: (n, digits = 0) =>
      numberFormat(
        locale,
        digits === 0 ? { maximumFractionDigits: 0 } : { maximumFractionDigits: digits, minimumFractionDigits: digits },
      ).format(n),
    signed: (n) => numberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(n),
    percent: (r) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(r),
    date: (v) => (valid(toDate(v)) ? dateTimeFormat(locale, { dateStyle: 'medium' }).format(toDate(v)) : ''),
    dateTime: (v) => (valid(toDate(v)) ? dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(v)) : ''),
    relative: (v, now = Date.now()) => (valid(toDate(v)) ? formatRelative(toDate(v), now, locale) : ''),
    duration: formatDuration,
    countdown: (v, now = Date.now()) => formatCountdown(msUntil(v, now), locale),
  };
  formattersByLanguage.set(lang, formatters);
  return formatters;
}

/**
 * Makes the language's first number and date formatters now, each in a task of its own: the first
 * of each kind loads the locale's data (50-75 ms on a phone, Lighthouse's 4x slower CPU), which would otherwise
 * lengthen the render of the page's first answer.
 */
export function warmFormatters(lang: Language): void {
  const formatters = formattersOf(lang);
  setTimeout(() => {
    formatters.number(0);
    setTimeout(() => formatters.dateTime(new Date(0)));
  });
}

/** Formatters for the current language: one object per language, shared by every caller. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return formattersOf(asLanguage(i18n.resolvedLanguage ?? i18n.language));
}
