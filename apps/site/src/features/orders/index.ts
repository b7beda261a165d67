/**
 * Orders: real-money checkout. The store's checkout of money products (provided to the
 * store's panel through its `MoneyCheckoutContext`), the payment result page `/payment/:orderId`,
 * the local provider's page `/pay/local/:sessionId`, and the profile's Plus renewals and purchases.
 * It builds on the store (catalog, wallet) and auth.
 */
export { ordersRoutes } from './routes';
export { renderMoneyCheckout } from './lazy';
export { PlusRenewals } from './components/PlusRenewals';
export { PurchasesSection } from './components/PurchasesSection';
