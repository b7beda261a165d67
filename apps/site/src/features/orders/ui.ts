/**
 * Everything of the orders feature that loads on demand, as one chunk: the two pages and the
 * store's real-money checkout (one chunk keeps the site's first JavaScript, which lists every
 * lazy chunk, as small as it can be).
 */
export { PaymentResultPage } from './pages/PaymentResultPage';
export { LocalPaymentPage } from './pages/LocalPaymentPage';
export { MoneyCheckout } from './components/MoneyCheckout';
