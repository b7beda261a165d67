import { centsOf, refundable, usd } from './choices';

describe("the refund dialog's money", () => {
  test('what is left to refund: the price less the refunds; nothing for an order never paid', () => {
    expect(refundable({ paid_at: '2026-11-22T12:00:00.000Z', price_usd_cents: 499, refunded_usd_cents: 0 })).toBe(499);
    expect(refundable({ paid_at: '2026-11-22T12:00:00.000Z', price_usd_cents: 499, refunded_usd_cents: 200 })).toBe(299);
    expect(refundable({ paid_at: '2026-11-22T12:00:00.000Z', price_usd_cents: 499, refunded_usd_cents: 499 })).toBe(0);
    expect(refundable({ paid_at: null, price_usd_cents: 499, refunded_usd_cents: 0 })).toBe(0);
  });

  test('dollars typed as cents; anything else is refused', () => {
    expect(centsOf('4.99')).toBe(499);
    expect(centsOf(' 2 ')).toBe(200);
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf('1.999')).toBeNull();
    expect(centsOf('-1')).toBeNull();
    expect(centsOf('abc')).toBeNull();
    expect(centsOf('')).toBeNull();
    expect(usd(499)).toBe('$4.99');
  });
});
