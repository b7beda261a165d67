import { describe, expect, test } from '@jest/globals';
import { siteLanguageOf } from './site-language';

describe('siteLanguageOf', () => {
  test.each([
    ['zh', 'cn'],
    ['zh-CN', 'cn'],
    ['zh-Hant-TW', 'cn'],
    ['zh_HK', 'cn'],
    ['CN', 'cn'],
    ['en', 'en'],
    ['en-GB', 'en'],
    [' EN_us ', 'en'],
  ])('%s is the site language %s', (code, language) => {
    expect(siteLanguageOf(code)).toBe(language);
  });

  test.each(['ru', 'fr-FR', 'eng', 'zhx', '', undefined])('%s is none of the site languages', (code) => {
    expect(siteLanguageOf(code)).toBeUndefined();
  });
});
