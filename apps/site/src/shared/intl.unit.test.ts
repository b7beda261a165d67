import { collator, dateTimeFormat, numberFormat, relativeTimeFormat, usdText } from './intl';

test('prices read in US dollars in the page language', () => {
  expect(usdText(499, 'en')).toBe('$4.99');
  expect(usdText(1499, 'zh-CN')).toBe('US$14.99');
});

test('a formatter is made once per locale and options, and formats as the one made afresh would', () => {
  expect(numberFormat('en', { maximumFractionDigits: 0 })).toBe(numberFormat('en', { maximumFractionDigits: 0 }));
  expect(numberFormat('en', { maximumFractionDigits: 0 })).not.toBe(numberFormat('zh-CN', { maximumFractionDigits: 0 }));
  expect(numberFormat('en', { maximumFractionDigits: 0 })).not.toBe(numberFormat('en', { maximumFractionDigits: 1 }));
  expect(numberFormat('en', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1,234.6');
  const at = new Date('2026-11-27T12:00:00Z');
  expect(dateTimeFormat('zh-CN', { dateStyle: 'medium', timeZone: 'UTC' }).format(at)).toBe(
    new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeZone: 'UTC' }).format(at),
  );
  expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
});

test('texts sort as localeCompare sorts them in that locale', () => {
  const names = ['Zeus', 'axe', 'Ælf', 'Bane', '宙斯', '斧王'];
  for (const locale of ['en', 'zh-CN']) {
    expect([...names].sort(collator(locale).compare)).toEqual([...names].sort((a, b) => a.localeCompare(b, locale)));
  }
});
