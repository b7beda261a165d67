export { PAYMENT_PROVIDER, WebhookSignatureError, type PaymentProvider, type ProviderEvent } from './payment-provider';
export { PaymentProvidersModule } from './payment-providers.module';
