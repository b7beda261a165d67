import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage, localeOf, type Language } from './i18n/i18n';

/** Seconds as mm:ss, or H:mm:ss from one hour. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
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
export function formatRelative(date: Date, now: number, locale: string): string {
  const diffSeconds = (date.getTime() - now) / 1000;
  const abs = Math.abs(diffSeconds);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
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
}

function toDate(v: string | Date): Date {
  return v instanceof Date ? v : new Date(v);
}

/** Formatters for the current language, renewed when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const lang = asLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => {
    const locale = localeOf(lang);
    const int = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const sign = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 0 });
    const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dayTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const valid = (d: Date) => !Number.isNaN(d.getTime());
    return {
      lang,
      locale,
      number: (n, digits = 0) =>
        digits === 0 ? int.format(n) : new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(n),
      signed: (n) => sign.format(n),
      percent: (r) => pct.format(r),
      date: (v) => (valid(toDate(v)) ? day.format(toDate(v)) : ''),
      dateTime: (v) => (valid(toDate(v)) ? dayTime.format(toDate(v)) : ''),
      relative: (v, now = Date.now()) => (valid(toDate(v)) ? formatRelative(toDate(v), now, locale) : ''),
      duration: formatDuration,
    };
  }, [lang]);
}
