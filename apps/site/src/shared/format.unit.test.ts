import { formatCountdown, formatDuration, msUntil } from './format';
import { i18nReady } from './i18n/i18n';

// format.ts starts i18next, which loads its texts: the test ends after they are in
beforeAll(() => i18nReady);

describe('formatCountdown', () => {
  test('under a day: hh:mm:ss, a fraction of a second counting as one', () => {
    expect(formatCountdown(0, 'en')).toBe('00:00:00');
    expect(formatCountdown(1, 'en')).toBe('00:00:01');
    expect(formatCountdown(((3 * 60 + 4) * 60 + 5) * 1000, 'en')).toBe('03:04:05');
    expect(formatCountdown(86_399_000, 'en')).toBe('23:59:59');
  });
  test('from one day: the days in the language, then the clock', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(formatCountdown(ms, 'en')).toBe('2d 03:04:05');
    expect(formatCountdown(ms, 'zh-CN')).toBe('2天 03:04:05');
    expect(formatCountdown(86_400_000, 'en')).toBe('1d 00:00:00');
  });
  test('a time passed, or not a time, reads as nothing left', () => {
    expect(formatCountdown(-5000, 'en')).toBe('00:00:00');
    expect(formatCountdown(Number.NaN, 'en')).toBe('00:00:00');
  });
});

describe('msUntil', () => {
  test('the milliseconds from now until an ISO time or a date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(msUntil('2025-01-01T00:00:10Z', now)).toBe(10_000);
    expect(msUntil(new Date(now - 1000), now)).toBe(-1000);
    expect(msUntil('soon', now)).toBeNaN();
  });
});

test('formatDuration is unchanged: mm:ss, H:mm:ss from one hour', () => {
  expect(formatDuration(65)).toBe('01:05');
  expect(formatDuration(3725)).toBe('1:02:05');
});
