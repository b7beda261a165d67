import { Module } from '@nestjs/common';
import { CheckoutController } from './checkout.controller';
import { GrantItemsWhenOrderPaid } from './grant-items-when-order-paid';
import { OrderActionsController } from './order-actions.controller';
import { Orders } from './orders';
import { OrdersSweeper } from './orders-sweeper';
import { OrdersController } from './orders.controller';
import { PaymentEvents } from './payment-events';
import { PaymentWebhooksController } from './payment-webhooks.controller';
import { PaymentProvidersModule } from './providers';
import { Subscriptions } from './subscriptions';
import { SubscriptionsController } from './subscriptions.controller';
import { TakeBackItemsWhenOrderRefunded } from './take-back-items-when-order-refunded';

/**
 * Real-money orders (docs/api.md "Orders", docs/game-rules.md "Orders"): checkout, the order's
 * state, the players' renewing subscriptions, the providers' webhooks, the process managers that grant and take back, and support's
 * actions. The providers (Stripe, the embedded local one) are `PaymentProvidersModule`'s.
 */
@Module({
  imports: [PaymentProvidersModule],
  controllers: [CheckoutController, OrdersController, SubscriptionsController, PaymentWebhooksController, OrderActionsController],
  providers: [Orders, Subscriptions, GrantItemsWhenOrderPaid, TakeBackItemsWhenOrderRefunded, PaymentEvents, OrdersSweeper],
})
export class OrdersModule {}
