import { collator, dateTimeFormat, numberFormat, usdText } from './intl';

describe('shared Intl formatters', () => {
  test('prices read in US dollars in the page language', () => {
    expect(usdText(499, 'en')).toBe('$4.99');
    expect(usdText(1499, 'zh-CN')).toBe('US$14.99');
  });

  test('one formatter per locale and options, made once and shared by every caller', () => {
    const percent = numberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 1 })).toBe(percent);
    expect(percent.format(0.125)).toBe('12.5%');
    // other options or another locale: another formatter, formatting as those ask
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 0 }).format(0.125)).toBe('13%');
    expect(numberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 1 })).not.toBe(percent);
    expect(dateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date('2025-03-04T00:00:00Z'))).toBe('Mar 4, 2025');
  });

  test("texts sort in the locale's order", () => {
    expect(['b', 'a', 'C'].sort(collator('en').compare)).toEqual(['a', 'b', 'C']);
    expect(collator('en')).toBe(collator('en'));
  });
});
