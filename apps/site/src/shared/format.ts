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
  return `${new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'narrow' }).format(days)} ${clock}`;
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
  /** the time left until `iso` at `now` as a countdown (`2d 03:04:05`; `00:00:00` once passed) */
  countdown: (iso: string | Date, now?: number) => string;
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
        digits === 0
          ? int.format(n)
          : new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(n),
      signed: (n) => sign.format(n),
      percent: (r) => pct.format(r),
      date: (v) => (valid(toDate(v)) ? day.format(toDate(v)) : ''),
      dateTime: (v) => (valid(toDate(v)) ? dayTime.format(toDate(v)) : ''),
      relative: (v, now = Date.now()) => (valid(toDate(v)) ? formatRelative(toDate(v), now, locale) : ''),
      duration: formatDuration,
      countdown: (v, now = Date.now()) => formatCountdown(msUntil(v, now), locale),
    };
  }, [lang]);
}
