import { ApiError } from '../../shared/api/client';
import { CODE_PATTERN, codeProblem, normalizeCode, redeemErrorCode, redeemSummary } from './code';

describe('normalizeCode: what the page sends for what the player typed', () => {
  test.each([
    ['welcome-2026', 'WELCOME-2026'],
    ['  Welcome-2026\t\n', 'WELCOME-2026'],
    ['\u00a0abcd\u00a0', 'ABCD'],
    ['\u200bSPRING-SALE\ufeff', 'SPRING-SALE'],
    ['ALREADY-UP', 'ALREADY-UP'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (input, sent) => {
    expect(normalizeCode(input)).toBe(sent);
  });

  test('spaces inside the code stay (the code is then malformed)', () => {
    expect(normalizeCode(' a b ')).toBe('A B');
  });

  test('only the letters a-z are upper-cased: other alphabets are left as typed', () => {
    expect(normalizeCode('straße')).toBe('STRAßE');
    expect(normalizeCode('ıiii')).toBe('ıIII');
    expect(normalizeCode('兑换码')).toBe('兑换码');
  });
});

describe('codeProblem: a malformed code is caught before sending', () => {
  test.each([
    ['WELCOME-2026', null],
    ['ABCD', null],
    ['1234', null],
    ['----', null],
    ['A'.repeat(32), null],
    ['', 'empty'],
    ['ABC', 'tooShort'],
    ['A'.repeat(33), 'tooLong'],
    ['WELCOME 2026', 'characters'],
    ['WELCOME_2026', 'characters'],
    ['STRAßE', 'characters'],
    ['兑换码兑换码', 'characters'],
    ['A B', 'characters'],
    ['welcome', 'characters'],
  ])('%j: %j', (code, problem) => {
    expect(codeProblem(code)).toBe(problem);
  });

  test('agrees with the server pattern on normalised input', () => {
    for (const typed of ['welcome-2026', ' abc ', 'x'.repeat(40), 'abc!', ' GIFT-01 ', 'a-b-c-d']) {
      const code = normalizeCode(typed);
      expect(codeProblem(code) === null).toBe(CODE_PATTERN.test(code));
    }
  });
});

describe('redeemErrorCode', () => {
  test.each(['code_not_found', 'code_expired', 'code_used_up', 'code_already_redeemed', 'invalid_code'])('%s is the page’s own', (code) => {
    expect(redeemErrorCode(new ApiError(409, code, 'x'))).toBe(code);
  });

  test('other failures are left to the store’s texts', () => {
    expect(redeemErrorCode(new ApiError(401, 'sign_in_required', 'x'))).toBeNull();
    expect(redeemErrorCode(new ApiError(429, 'rate_limited', 'x'))).toBeNull();
    expect(redeemErrorCode(new ApiError(0, 'network_error', 'x'))).toBeNull();
    expect(redeemErrorCode(new Error('boom'))).toBeNull();
    expect(redeemErrorCode(undefined)).toBeNull();
  });
});

describe('redeemSummary: what the result panel lists', () => {
  test('gold, items and already-owned items', () => {
    expect(
      redeemSummary({
        gold: 500,
        items: [
          { item_id: 'chest_basic', count: 2 },
          { item_id: 'avatar_gold', count: 1 },
        ],
        already_owned: ['avatar_crown'],
      }),
    ).toEqual({
      gold: 500,
      items: [
        { item_id: 'chest_basic', count: 2 },
        { item_id: 'avatar_gold', count: 1 },
      ],
      alreadyOwned: ['avatar_crown'],
      nothing: false,
    });
  });

  test('a repeated item is listed once with its counts added; zero counts are dropped', () => {
    const summary = redeemSummary({
      gold: 0,
      items: [
        { item_id: 'chest_basic', count: 1 },
        { item_id: 'xp_small', count: 0 },
        { item_id: 'chest_basic', count: 2 },
      ],
      already_owned: ['avatar_crown', 'avatar_crown'],
    });
    expect(summary.items).toEqual([{ item_id: 'chest_basic', count: 3 }]);
    expect(summary.alreadyOwned).toEqual(['avatar_crown']);
    expect(summary.nothing).toBe(false);
  });

  test('a code whose items are all owned gave nothing', () => {
    expect(redeemSummary({ gold: 0, items: [], already_owned: ['avatar_crown'] })).toEqual({
      gold: 0,
      items: [],
      alreadyOwned: ['avatar_crown'],
      nothing: true,
    });
  });
});
