export { OrdersModule } from './orders.module';
export { WEBHOOK_PATH_PREFIX } from './payment-webhooks.controller';
