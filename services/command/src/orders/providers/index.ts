export {
  PAYMENT_METHODS,
  PAYMENT_PROVIDER,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentMethod,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider';
export { toProviderEvent, verifyStripeEvent, WEBHOOK_TOLERANCE_SECONDS, type StripeEventLike } from './stripe-events';
export { StripePaymentProvider, type StripePaymentProviderOptions } from './stripe-payment-provider';
export { LocalPaymentProvider, type LocalPaymentProviderOptions, type LocalPaymentSession } from './local-payment-provider';
export { StripeStandIn, type StandInRequest } from './stripe-stand-in';
export {
  DEV_LOCAL_PAYMENT_WEBHOOK_SECRET,
  loadPaymentConfig,
  paymentEnv,
  stripeApiAddress,
  type PaymentConfig,
  type StripeApiAddress,
} from '../../platform/payment-config';
export {
  LOCAL_WEBHOOK_PATH,
  openPaymentProvider,
  paymentProviderFactory,
  PaymentProvidersModule,
  type PaymentProviderConfig,
} from './payment-providers.module';
