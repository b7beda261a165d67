import { evolvePlusSlice, hasPlus, initialPlusSlice, plusExpiryAfter } from './index';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-21T12:00:00Z');
const granted = (expiresAt: number) => ({
  type: 'PlusDaysGranted',
  data: { days: 1, expiresAt: new Date(expiresAt).toISOString(), reason: 'code', ref: null },
});

describe('Plus (docs/game-rules.md "Plus")', () => {
  test('days extend from now when Plus has lapsed or never was', () => {
    expect(plusExpiryAfter(initialPlusSlice, 30, NOW)).toBe(NOW + 30 * DAY);
    expect(plusExpiryAfter({ plusExpiresAt: NOW - 5 * DAY }, 1, NOW)).toBe(NOW + DAY);
  });

  test('days extend from the current expiry while Plus runs', () => {
    expect(plusExpiryAfter({ plusExpiresAt: NOW + 2 * DAY }, 4, NOW)).toBe(NOW + 6 * DAY);
  });

  const unlinked = { partnerLink: null };

  test('a player has Plus until the expiry, not at it', () => {
    const slice = evolvePlusSlice(initialPlusSlice, granted(NOW + DAY));
    expect(hasPlus({ ...slice, ...unlinked }, NOW)).toBe(true);
    expect(hasPlus({ ...slice, ...unlinked }, NOW + DAY)).toBe(false);
    expect(hasPlus({ ...initialPlusSlice, ...unlinked }, NOW)).toBe(false);
  });

  test('an active partner link gives Plus whatever the expiry ("Partner link")', () => {
    const linked = { partnerLink: { partner: 'gaimin' } };
    expect(hasPlus({ ...initialPlusSlice, ...linked }, NOW)).toBe(true);
    expect(hasPlus({ plusExpiresAt: NOW - DAY, ...linked }, NOW)).toBe(true);
  });

  test('other events leave the slice as it is', () => {
    expect(evolvePlusSlice(initialPlusSlice, { type: 'GoldChanged', data: {} })).toBe(initialPlusSlice);
  });
});
