import { ApiError } from '../../shared/api/client';
import type { Cosmetic } from '../store';
import {
  canSubscribe,
  destination,
  ISSUE_AFTER_MS,
  isMoneyProduct,
  moneySummary,
  orderErrorCode,
  pollDelay,
  resultState,
  STOP_POLLING_AFTER_MS,
  WAITING_AFTER_MS,
} from './logic';

/** A test product: a consumable pack with a dollar price and `contents` (figures are the test's own). */
function product(id: string, usdCents: number | null, contents: Partial<NonNullable<Cosmetic['contents']>> | null): Cosmetic {
  return {
    cosmetic_id: id,
    cosmetic_name: id,
    cosmetic_type: 'Consumable',
    cost_coins: -1,
    cost_usd: usdCents === null ? -1 : usdCents / 100,
    id,
    type: 'consumable',
    name: { en: id, cn: id },
    rarity: 'common',
    equip_group: 'consumable',
    gold_price: null,
    usd_cents: usdCents,
    daily_limit: null,
    stackable: true,
    contents: contents === null ? null : { gold: 0, xp: 0, plus_days: 0, items: [], ...contents },
    sale: null,
  };
}

describe('the checkout summary of a money product', () => {
  it('a gold pack: subtotal and price are its dollar price, the gold it grants, no XP', () => {
    expect(moneySummary(product('gold_test', 499, { gold: 1200 }))).toEqual({
      subtotalCents: 499,
      priceCents: 499,
      xp: 0,
      gold: 1200,
      plusDays: 0,
    });
  });

  it('an XP pack shows the XP it grants', () => {
    expect(moneySummary(product('buy_xp_test', 199, { xp: 5000 }))).toMatchObject({ subtotalCents: 199, priceCents: 199, xp: 5000 });
  });

  it('Plus shows its days; an item without contents grants nothing but itself', () => {
    expect(moneySummary(product('plus_month', 999, { plus_days: 30 }))).toMatchObject({ priceCents: 999, plusDays: 30, xp: 0 });
    expect(moneySummary(product('buy_bp', 1499, null))).toEqual({ subtotalCents: 1499, priceCents: 1499, xp: 0, gold: 0, plusDays: 0 });
  });

  it('an item with no dollar price has no money checkout', () => {
    expect(isMoneyProduct(product('hat', null, null))).toBe(false);
    expect(moneySummary(product('hat', null, null))).toBeNull();
  });
});

describe('automatic renewal', () => {
  it('is offered for Plus month and year paid by card only', () => {
    expect(canSubscribe('plus_month', 'card')).toBe(true);
    expect(canSubscribe('plus_year', 'card')).toBe(true);
    expect(canSubscribe('plus_month', 'alipay')).toBe(false);
    expect(canSubscribe('plus_year', 'wechat_pay')).toBe(false);
    expect(canSubscribe('gold_test', 'card')).toBe(false);
    expect(canSubscribe('buy_bp', 'card')).toBe(false);
  });
});

describe('the payment result page states', () => {
  it('pending: processing payment, then waiting after a few seconds, then the issue after a long wait', () => {
    expect(resultState(null, 0)).toBe('processing');
    expect(resultState('pending', 0)).toBe('processing');
    expect(resultState('pending', WAITING_AFTER_MS - 1)).toBe('processing');
    expect(resultState('pending', WAITING_AFTER_MS)).toBe('waiting');
    expect(resultState('pending', ISSUE_AFTER_MS - 1)).toBe('waiting');
    expect(resultState('pending', ISSUE_AFTER_MS)).toBe('issue');
  });

  it('paid but not granted yet is still processing; fulfilled is success at any time', () => {
    expect(resultState('paid', 1000)).toBe('processing');
    expect(resultState('paid', WAITING_AFTER_MS + 1)).toBe('waiting');
    expect(resultState('fulfilled', 0)).toBe('success');
    expect(resultState('fulfilled', ISSUE_AFTER_MS * 2)).toBe('success');
  });

  it('pending → waiting → success as the order is read again', () => {
    const seen = [resultState('pending', 1000), resultState('pending', 6000), resultState('fulfilled', 9000)];
    expect(seen).toEqual(['processing', 'waiting', 'success']);
  });

  it('failed or expired is the issue at once', () => {
    expect(resultState('failed', 0)).toBe('issue');
    expect(resultState('expired', 100)).toBe('issue');
  });

  it('a refunded order says so', () => {
    expect(resultState('refunded', 0)).toBe('refunded');
    expect(resultState('partially_refunded', 0)).toBe('refunded');
  });
});

describe('polling the order', () => {
  it('backs off from 1 s up to 10 s', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((reads) => pollDelay('pending', reads, 1000));
    expect(delays.slice(0, 4)).toEqual([1000, 1500, 2250, 3375]);
    expect(delays.every((d, i) => i === 0 || (d as number) >= (delays[i - 1] as number))).toBe(true);
    expect(delays[8]).toBe(10_000);
  });

  it('stops once the order is final or after the longest wait, and keeps an eye on failed orders (paid wins)', () => {
    expect(pollDelay('fulfilled', 3, 1000)).toBe(false);
    expect(pollDelay('refunded', 3, 1000)).toBe(false);
    expect(pollDelay('pending', 50, STOP_POLLING_AFTER_MS)).toBe(false);
    expect(pollDelay('failed', 2, 1000)).toBe(1500);
  });
});

describe('errors', () => {
  it("reads the API's codes, and statuses without a known code", () => {
    expect(orderErrorCode(new ApiError(400, 'subscription_unavailable', ''))).toBe('subscription_unavailable');
    expect(orderErrorCode(new ApiError(503, 'payment_provider_unavailable', ''))).toBe('payment_provider_unavailable');
    expect(orderErrorCode(new ApiError(401, 'http_error', ''))).toBe('sign_in_required');
    expect(orderErrorCode(new ApiError(404, 'http_error', ''))).toBe('order_not_found');
    expect(orderErrorCode(new ApiError(500, 'boom', ''))).toBe('generic');
    expect(orderErrorCode(new Error('x'))).toBe('generic');
  });
});

describe('where the browser goes next', () => {
  it('stays in the app for our own addresses and leaves for the provider', () => {
    expect(destination('/payment/ord_1', 'http://localhost:3000')).toEqual({ path: '/payment/ord_1' });
    expect(destination('http://localhost:3000/pay/local/cs_1?x=1', 'http://localhost:3000')).toEqual({ path: '/pay/local/cs_1?x=1' });
    expect(destination('https://checkout.stripe.com/c/pay/cs_1', 'http://localhost:3000')).toEqual({
      href: 'https://checkout.stripe.com/c/pay/cs_1',
    });
    expect(destination('//evil.example/x', 'http://localhost:3000')).toEqual({ href: '//evil.example/x' });
  });
});
