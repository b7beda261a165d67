import { expect } from '@jest/globals';
import Stripe from 'stripe';
import { ApiError } from '../../platform/http/api-error';
import { stripeApiAddress } from '../../platform/payment-config';
import { WebhookSignatureError, type CheckoutRequest } from './payment-provider';
import { toProviderEvent } from './stripe-events';
import { StripePaymentProvider } from './stripe-payment-provider';
import { StripeStandIn } from './stripe-stand-in';

/** The Stripe adapter: the real `stripe` package against the local stand-in of Stripe's API, and its webhooks signed as Stripe signs them. */

const SECRET_KEY = 'sk_test_arena_stand_in';
const WEBHOOK_SECRET = 'whsec_test_arena_webhooks';
const ORDER = 'ord_0123456789abcdef01234567';
const STEAM_ID = '76561198000000801';

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  orderId: ORDER,
  steamId: STEAM_ID,
  itemId: 'gold_1',
  name: '1,000 gold',
  priceUsdCents: 499,
  method: 'card',
  subscription: false,
  successUrl: `https://arena.example/orders/${ORDER}`,
  cancelUrl: `https://arena.example/orders/${ORDER}?cancelled=1`,
  ...overrides,
});

const unavailable = expect.objectContaining({ status: 503, code: 'payment_provider_unavailable' });

describe('the Stripe adapter against the stand-in', () => {
  let standIn: StripeStandIn;
  let stripe: StripePaymentProvider;
  beforeAll(async () => {
    standIn = await StripeStandIn.start();
    stripe = new StripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, api: stripeApiAddress(standIn.url) });
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.failNext = 0;
  });

  test('a card checkout: one session in USD cents with the product, the method, the order in the metadata and as the idempotency key', async () => {
    const session = await stripe.createCheckout(request());
    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.checkoutUrl).toBe(`${standIn.url}/c/pay/${session.sessionId}`);
    const [sent] = standIn.requestsTo('POST', '/v1/checkout/sessions');
    expect(sent.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.idempotencyKey).toBe(ORDER);
    expect(sent.body).toEqual({
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '499', product_data: { name: '1,000 gold', metadata: { item_id: 'gold_1' } } },
        },
      ],
      metadata: { order_id: ORDER, steam_id: STEAM_ID, item_id: 'gold_1' },
      payment_intent_data: { metadata: { order_id: ORDER, steam_id: STEAM_ID, item_id: 'gold_1' } },
      client_reference_id: STEAM_ID,
      success_url: `https://arena.example/orders/${ORDER}`,
      cancel_url: `https://arena.example/orders/${ORDER}?cancelled=1`,
    });
  });

  test('Alipay and WeChat Pay (its web client: a QR code) are asked by name', async () => {
    await stripe.createCheckout(request({ orderId: 'ord_alipay00000000000000000', method: 'alipay' }));
    await stripe.createCheckout(request({ orderId: 'ord_wechat00000000000000000', method: 'wechat_pay' }));
    const [alipay, wechat] = standIn.requestsTo('POST', '/v1/checkout/sessions');
    expect(alipay.body).toMatchObject({ allowed_payment_method_types: ['alipay'] });
    expect(alipay.body.payment_method_options).toBeUndefined();
    expect(wechat.body).toMatchObject({
      allowed_payment_method_types: ['wechat_pay'],
      payment_method_options: { wechat_pay: { client: 'web' } },
    });
    expect(wechat.form).toContainEqual(['payment_method_options[wechat_pay][client]', 'web']);
  });

  test('a Plus subscription by card: mode subscription, a monthly or yearly price, the order on the subscription', async () => {
    await stripe.createCheckout(
      request({ orderId: 'ord_month000000000000000000', itemId: 'plus_month', name: 'Plus (1 month)', subscription: true }),
    );
    await stripe.createCheckout(
      request({ orderId: 'ord_year0000000000000000000', itemId: 'plus_year', name: 'Plus (1 year)', subscription: true }),
    );
    const [month, year] = standIn.requestsTo('POST', '/v1/checkout/sessions');
    expect(month.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price_data: { recurring: { interval: 'month' } } }],
      subscription_data: { metadata: { order_id: 'ord_month000000000000000000', item_id: 'plus_month' } },
    });
    expect(month.body.payment_intent_data).toBeUndefined();
    expect(year.body).toMatchObject({ mode: 'subscription', line_items: [{ price_data: { recurring: { interval: 'year' } } }] });
    // a subscription is card-only, and only Plus renews: refused before Stripe is asked
    for (const wrong of [request({ subscription: true }), request({ itemId: 'plus_month', subscription: true, method: 'alipay' })]) {
      await expect(stripe.createCheckout(wrong)).rejects.toEqual(
        expect.objectContaining({ status: 400, code: 'subscription_unavailable' }),
      );
    }
    expect(standIn.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(2);
  });

  test('a retried checkout of one order answers the same session; a failed call is retried with the same key', async () => {
    const first = await stripe.createCheckout(request({ orderId: 'ord_retry00000000000000000' }));
    const again = await stripe.createCheckout(request({ orderId: 'ord_retry00000000000000000' }));
    expect(again).toEqual(first);
    standIn.failNext = 1;
    const afterFailure = await stripe.createCheckout(request({ orderId: 'ord_flaky00000000000000000' }));
    const flaky = standIn
      .requestsTo('POST', '/v1/checkout/sessions')
      .filter((sent) => sent.idempotencyKey === 'ord_flaky00000000000000000');
    expect(flaky).toHaveLength(2);
    expect(afterFailure.sessionId).toMatch(/^cs_test_/);
  });

  test('refunds name the payment intent, the amount in cents and the order, keyed for retries; the renewal stops at the period end', async () => {
    const refund = { orderId: ORDER, paymentId: 'pi_123', amountUsdCents: 250, idempotencyKey: `${ORDER}:refund:1` };
    const { refundId } = await stripe.refund(refund);
    expect(refundId).toMatch(/^re_test_/);
    await expect(stripe.refund(refund)).resolves.toEqual({ refundId });
    const sent = standIn.requestsTo('POST', '/v1/refunds');
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      idempotencyKey: `${ORDER}:refund:1`,
      body: { payment_intent: 'pi_123', amount: '250', metadata: { order_id: ORDER } },
    });
    await stripe.cancelSubscription('sub_42');
    expect(standIn.requestsTo('POST', '/v1/subscriptions/sub_42')[0].body).toEqual({ cancel_at_period_end: 'true' });
  });

  test('Stripe refusing the key, or not answering, is payment_provider_unavailable', async () => {
    const wrongKey = new StripePaymentProvider({
      secretKey: 'not-a-key',
      webhookSecret: WEBHOOK_SECRET,
      api: stripeApiAddress(standIn.url),
    });
    await expect(wrongKey.createCheckout(request())).rejects.toEqual(unavailable);
    const closed = await StripeStandIn.start();
    await closed.close();
    const away = new StripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      api: stripeApiAddress(closed.url),
      maxNetworkRetries: 0,
    });
    const error = await away
      .refund({ orderId: ORDER, paymentId: 'pi_1', amountUsdCents: 1, idempotencyKey: 'k' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toEqual(unavailable);
  });
});

/** A Stripe event's JSON and its `Stripe-Signature`, signed with the package's own test helper. */
function signed(event: object, options: { secret?: string; timestamp?: number } = {}): { body: Buffer; header: string } {
  const payload = JSON.stringify(event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return { body: Buffer.from(payload), header };
}

/** When the test's events were created (seconds since the epoch), and that time as the provider events' `paidAt`. */
const CREATED = 1_790_000_000;
const PAID_AT = '2026-09-21T14:13:20.000Z';
const event = (type: string, object: object, id = 'evt_1') => ({ id, object: 'event', type, created: CREATED, data: { object } });
const session = (fields: object = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  amount_total: 499,
  payment_status: 'paid',
  payment_intent: 'pi_1',
  metadata: { order_id: ORDER, steam_id: STEAM_ID, item_id: 'gold_1' },
  ...fields,
});

describe('Stripe webhooks', () => {
  const stripe = new StripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });

  test('a notification signed with the endpoint secret is read; a bad, old or tampered one is refused', () => {
    const good = signed(event('checkout.session.completed', session()));
    expect(stripe.parseWebhook(good.body, good.header)).toEqual({
      id: 'evt_1',
      kind: 'paid',
      orderId: ORDER,
      sessionId: 'cs_test_1',
      paymentId: 'pi_1',
      amountUsdCents: 499,
      paidAt: PAID_AT,
    });
    const otherSecret = signed(event('checkout.session.completed', session()), { secret: 'whsec_someone_else' });
    const old = signed(event('checkout.session.completed', session()), { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const tampered = Buffer.from(good.body.toString('utf8').replace('499', '1'));
    const notJson = 'not json';
    const notJsonHeader = Stripe.webhooks.generateTestHeaderString({ payload: notJson, secret: WEBHOOK_SECRET });
    for (const [body, header] of [
      [otherSecret.body, otherSecret.header],
      [old.body, old.header],
      [tampered, good.header],
      [good.body, undefined],
      [good.body, ''],
      [good.body, 'garbage'],
      [Buffer.from(notJson), notJsonHeader],
    ] as const) {
      expect(() => stripe.parseWebhook(body, header)).toThrow(WebhookSignatureError);
    }
    // within the tolerance it is still good
    const recent = signed(event('checkout.session.expired', session()), { timestamp: Math.floor(Date.now() / 1000) - 250 });
    expect(stripe.parseWebhook(recent.body, recent.header)).toMatchObject({ kind: 'expired' });
  });
});

describe('Stripe events as provider events', () => {
  test('checkout sessions: paid only when paid, asynchronous success and failure, expiry', () => {
    expect(toProviderEvent(event('checkout.session.completed', session()))).toMatchObject({
      kind: 'paid',
      paymentId: 'pi_1',
      amountUsdCents: 499,
      paidAt: PAID_AT,
    });
    // Alipay still processing: wait for the asynchronous outcome
    expect(toProviderEvent(event('checkout.session.completed', session({ payment_status: 'unpaid', payment_intent: null })))).toEqual({
      id: 'evt_1',
      kind: 'ignored',
      type: 'checkout.session.completed',
    });
    expect(toProviderEvent(event('checkout.session.async_payment_succeeded', session(), 'evt_2'))).toEqual({
      id: 'evt_2',
      kind: 'paid',
      orderId: ORDER,
      sessionId: 'cs_test_1',
      paymentId: 'pi_1',
      amountUsdCents: 499,
      paidAt: PAID_AT,
    });
    expect(toProviderEvent(event('checkout.session.async_payment_failed', session({ payment_status: 'unpaid' }), 'evt_3'))).toEqual({
      id: 'evt_3',
      kind: 'failed',
      orderId: ORDER,
      sessionId: 'cs_test_1',
      reason: expect.stringContaining('async_payment_failed'),
    });
    expect(toProviderEvent(event('checkout.session.expired', session({ payment_status: 'unpaid' }), 'evt_4'))).toEqual({
      id: 'evt_4',
      kind: 'expired',
      orderId: ORDER,
      sessionId: 'cs_test_1',
    });
    // a subscription checkout: no payment intent; its invoice, and the subscription started
    expect(
      toProviderEvent(
        event(
          'checkout.session.completed',
          session({ mode: 'subscription', payment_intent: null, invoice: 'in_1', subscription: { id: 'sub_1' } }),
        ),
      ),
    ).toMatchObject({ kind: 'paid', paymentId: 'in_1', subscriptionId: 'sub_1' });
    // not one of our checkouts (no order id)
    expect(toProviderEvent(event('checkout.session.completed', session({ metadata: {} })))).toMatchObject({ kind: 'ignored' });
  });

  test('charge.refunded: the newest refund when listed, else the total refunded so far', () => {
    const charge = {
      id: 'ch_1',
      object: 'charge',
      amount: 499,
      amount_refunded: 300,
      payment_intent: 'pi_1',
      metadata: { order_id: ORDER },
    };
    const refunds = {
      object: 'list',
      data: [
        { id: 're_old', amount: 100, created: 1_000, metadata: {} },
        { id: 're_new', amount: 200, created: 2_000, metadata: {} },
      ],
    };
    expect(toProviderEvent(event('charge.refunded', { ...charge, refunds }))).toEqual({
      id: 'evt_1',
      kind: 'refunded',
      orderId: ORDER,
      paymentId: 'pi_1',
      refundId: 're_new',
      amountUsdCents: 200,
      totalRefundedUsdCents: 300,
    });
    expect(toProviderEvent(event('charge.refunded', charge))).toMatchObject({
      refundId: 'ch_1:300',
      amountUsdCents: 300,
      totalRefundedUsdCents: 300,
    });
    expect(toProviderEvent(event('charge.refunded', { ...charge, metadata: {} }))).toMatchObject({ kind: 'ignored' });
  });

  test('invoice.paid: a renewal (subscription_cycle) names the subscription, the player and the item; the first invoice is ignored', () => {
    const invoice = {
      id: 'in_2',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 1_999,
      metadata: {},
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_1', metadata: { steam_id: STEAM_ID, item_id: 'plus_year', order_id: ORDER } },
      },
      payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: 'pi_9' } }] },
    };
    expect(toProviderEvent(event('invoice.paid', invoice))).toEqual({
      id: 'evt_1',
      kind: 'renewed',
      subscriptionId: 'sub_1',
      steamId: STEAM_ID,
      itemId: 'plus_year',
      paymentId: 'pi_9',
      amountUsdCents: 1_999,
      paidAt: PAID_AT,
    });
    expect(toProviderEvent(event('invoice.paid', { ...invoice, payments: undefined }))).toMatchObject({
      kind: 'renewed',
      paymentId: 'in_2',
    });
    expect(toProviderEvent(event('invoice.paid', { ...invoice, billing_reason: 'subscription_create' }))).toMatchObject({
      kind: 'ignored',
    });
  });

  test("a subscription's stop and end: ours only, a stop only when the renewal is off", () => {
    const subscription = {
      id: 'sub_1',
      object: 'subscription',
      cancel_at_period_end: true,
      metadata: { order_id: ORDER, steam_id: STEAM_ID },
    };
    expect(toProviderEvent(event('customer.subscription.updated', subscription))).toEqual({
      id: 'evt_1',
      kind: 'renewal_stopped',
      subscriptionId: 'sub_1',
    });
    expect(toProviderEvent(event('customer.subscription.deleted', subscription))).toEqual({
      id: 'evt_1',
      kind: 'subscription_ended',
      subscriptionId: 'sub_1',
    });
    expect(toProviderEvent(event('customer.subscription.updated', { ...subscription, cancel_at_period_end: false }))).toMatchObject({
      kind: 'ignored',
    });
    expect(toProviderEvent(event('customer.subscription.deleted', { ...subscription, metadata: {} }))).toMatchObject({ kind: 'ignored' });
  });

  test('any other type is ignored', () => {
    for (const type of ['customer.created', 'payment_intent.succeeded', 'invoice.payment_failed']) {
      expect(toProviderEvent(event(type, { id: 'x' }))).toEqual({ id: 'evt_1', kind: 'ignored', type });
    }
  });
});
