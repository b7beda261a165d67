import { Inject, Logger, Module, OnApplicationShutdown, type FactoryProvider } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type Redis from 'ioredis';
import type { AddressInfo } from 'node:net';
import type { CommandConfig } from '../../platform/config';
import { CONFIG, REDIS } from '../../platform/tokens';
import { LocalPaymentProvider } from './local-payment-provider';
import { LocalPaymentsController } from './local-payments.controller';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe-payment-provider';

/** The path of the local provider's webhook on this service. */
const LOCAL_WEBHOOK_PATH = '/api/payments/local/webhook';

/** What the payment provider is opened with: the command service's settings, with or without the payment ones. */
export type PaymentProviderConfig = Pick<CommandConfig, 'nodeEnv' | 'publicUrl' | 'namespace' | 'payments'>;

/**
 * The payment port's adapter for this configuration: Stripe (PAYMENT_PROVIDER=stripe, its keys,
 * STRIPE_API_URL for a stand-in) or the embedded local provider (the default; refused in
 * production by `loadPaymentConfig`).
 * @param config the command service's settings, with the payment ones (`CommandConfig.payments`).
 * @param ownAddress this instance's own address (`http://127.0.0.1:{port}`), asked when the
 *        local provider posts a notification: its webhook is ours.
 * @throws Error for an invalid payment configuration (production with local, stripe without keys).
 */
function openPaymentProvider(config: PaymentProviderConfig, redis: Redis, ownAddress: () => string): PaymentProvider {
  const { payments } = config;
  if (payments.provider === 'stripe') {
    return new StripePaymentProvider({
      secretKey: payments.stripeSecretKey,
      webhookSecret: payments.stripeWebhookSecret,
      api: payments.stripeApi,
    });
  }
  // tests listen on a random port (PORT=0): the site's address is then the one listened at
  const publicOnPortZero = new URL(config.publicUrl).port === '0';
  new Logger('payments').log('Payments: the embedded local provider (its checkout page is /pay/local/{session})');
  return new LocalPaymentProvider({
    redis,
    namespace: config.namespace,
    siteBaseUrl: () => (publicOnPortZero ? ownAddress() : config.publicUrl),
    webhookUrl: () => payments.localWebhookUrl ?? `${ownAddress()}${LOCAL_WEBHOOK_PATH}`,
    webhookSecret: payments.localWebhookSecret,
  });
}

/** `http://{address}:{port}` of a listening server (a wildcard address as the loopback). */
function addressOf(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('The command service is not listening on a TCP port yet');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** The Nest provider of `PAYMENT_PROVIDER` (needs CONFIG and REDIS from the infrastructure module). */
const paymentProviderFactory: FactoryProvider<PaymentProvider> = {
  provide: PAYMENT_PROVIDER,
  inject: [CONFIG, REDIS, HttpAdapterHost],
  useFactory: (config: PaymentProviderConfig, redis: Redis, adapterHost: HttpAdapterHost) =>
    openPaymentProvider(config, redis, () =>
      addressOf((adapterHost.httpAdapter.getHttpServer() as { address(): AddressInfo | string | null }).address()),
    ),
};

/**
 * The payment provider (`PAYMENT_PROVIDER`, exported for the orders module) and the local
 * provider's checkout page API (`/api/payments/local/sessions/...`, 404 unless it is the local one).
 */
@Module({
  controllers: [LocalPaymentsController],
  providers: [paymentProviderFactory],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentProvidersModule implements OnApplicationShutdown {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  async onApplicationShutdown(): Promise<void> {
    await this.provider.close?.();
  }
}
