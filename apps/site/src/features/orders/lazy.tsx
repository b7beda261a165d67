import { lazy } from 'react';
import type { MoneyCheckoutProps } from '../store';

/** The store's real-money checkout, loaded from the feature's one on-demand chunk (`ui.ts`) when a money product is first selected. */
const MoneyCheckout = lazy(() => import('./ui').then((m) => ({ default: m.MoneyCheckout })));

/** Renders the real-money checkout in the store's panel (the app hands it to the store's `MoneyCheckoutContext`). */
export function renderMoneyCheckout(props: MoneyCheckoutProps) {
  return <MoneyCheckout {...props} />;
}
