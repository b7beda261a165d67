/**
 * Orders (docs/game-rules.md "Orders"): products bought with real money. Each order has its own
 * stream (`order-{orderId}`): started at checkout, then what the payment provider reports (paid,
 * failed, expired, refunded; each provider event once, paid winning whatever the order), its
 * fulfilment and support's actions. The grant and what a refund takes back are decided on the
 * player's stream (`FulfilOrder`, `RevokeOrder`). A renewing Plus subscription has a stream of its
 * own (`subscription-{subscriptionId}`) tying its paid orders together and recording its stop.
 */
export { PAYMENT_METHODS, PAYMENT_PROVIDERS } from './events';
export type {
  OrderEvent,
  OrderExpired,
  OrderFulfilled,
  OrderFulfilmentRequested,
  OrderGranted,
  OrderNoteAdded,
  OrderPaid,
  OrderPaymentFailed,
  OrderRefunded,
  OrderRefundRequested,
  OrderRevoked,
  OrderStarted,
  PaymentMethod,
  PaymentProviderName,
} from './events';
export {
  decideOrder,
  MAX_ORDER_NOTE_LENGTH,
  ORDER_ID_PATTERN,
  orderDecider,
  orderIdFor,
  orderStream,
  productPriceUsdCents,
  SUBSCRIPTION_ITEMS,
} from './order-stream';
export { evolveOrder, initialOrderState } from './order-state';
export type { OrderRefundRequest, OrderState, OrderStatus, OrderTerms } from './order-state';
export { orderView, orderViewStatus } from './order-view';
export {
  decideSubscription,
  evolveSubscription,
  initialSubscriptionState,
  SUBSCRIPTION_ID_PATTERN,
  SUBSCRIPTION_PERIOD_MONTHS,
  subscriptionDecider,
  subscriptionPeriodEnd,
  subscriptionStatus,
  subscriptionStream,
} from './subscription-stream';
export type {
  EndSubscription,
  MarkRenewalStopped,
  RecordRenewal,
  RequestStop,
  StartSubscription,
  SubscriptionCommand,
  SubscriptionEnded,
  SubscriptionEvent,
  SubscriptionRenewalStopped,
  SubscriptionRenewed,
  SubscriptionStarted,
  SubscriptionState,
  SubscriptionStopRequested,
} from './subscription-stream';
export type { OrderView, OrderViewStatus } from './order-view';
export type {
  AddNote,
  MarkFulfilled,
  OrderCommand,
  OrderProviderEvent,
  RecordProviderEvent,
  RequestFulfilment,
  RequestRefund,
  StartOrder,
} from './order-stream';
export {
  decideFulfilOrder,
  decideRevokeOrder,
  decodeOrdersSlice,
  encodeOrdersSlice,
  evolveOrdersSlice,
  initialOrdersSlice,
} from './player-side';
export type {
  FulfilledOrder,
  FulfilOrder,
  OrderGrantAnswer,
  OrderRevokeAnswer,
  OrdersSlice,
  RevokedRefund,
  RevokeOrder,
} from './player-side';
