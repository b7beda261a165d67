import { expect } from '@jest/globals';
import { DEV_LOCAL_PAYMENT_WEBHOOK_SECRET, loadPaymentConfig, stripeApiAddress } from './payment-config';

const STRIPE = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('the payment settings', () => {
  test('the local provider is the default outside production, with the dev signing secret', () => {
    expect(loadPaymentConfig({})).toMatchObject({
      provider: 'local',
      localWebhookSecret: DEV_LOCAL_PAYMENT_WEBHOOK_SECRET,
      localWebhookUrl: null,
    });
  });

  test('production refuses the local provider, and Stripe without its keys, saying which variable', () => {
    expect(() => loadPaymentConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: the local payment provider is refused in production/,
    );
    expect(() => loadPaymentConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: must be set[\s\S]*STRIPE_WEBHOOK_SECRET: must be set/,
    );
    expect(() => loadPaymentConfig({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be a webhook signing secret/,
    );
    expect(() => loadPaymentConfig({ ...STRIPE, NODE_ENV: 'production', STRIPE_API_URL: 'http://127.0.0.1:1' })).toThrow(/STRIPE_API_URL/);
    expect(loadPaymentConfig({ ...STRIPE, NODE_ENV: 'production' })).toEqual(
      expect.objectContaining({ provider: 'stripe', stripeSecretKey: 'sk_live_x', stripeWebhookSecret: 'whsec_x', stripeApi: null }),
    );
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  test('STRIPE_API_URL is the client host, port and protocol', () => {
    expect(loadPaymentConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripeApi).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(stripeApiAddress('https://stripe.internal')).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
    expect(() => loadPaymentConfig({ ...STRIPE, STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });
});
