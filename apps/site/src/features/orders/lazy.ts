import { lazy } from 'react';

/** The store's real-money checkout, loaded when a money product is first selected (see `MoneyCheckoutContext`). */
export const MoneyCheckout = lazy(() => import('./ui').then((m) => ({ default: m.MoneyCheckout })));
