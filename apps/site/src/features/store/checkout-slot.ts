import { createContext, type ReactNode } from 'react';
import type { Cosmetic } from './types';

/** What the store hands the checkout of a real-money product. */
export interface MoneyCheckoutProps {
  /** the selected product (`usd_cents` set) */
  item: Cosmetic;
  /** its name in the current language */
  name: string;
}

/**
 * Renders the checkout of real-money products in the store's checkout panel: the orders
 * feature's (it builds on the store, so the store cannot import it); the app provides it.
 * Without one, the panel says real-money checkout is not available.
 */
export const MoneyCheckoutContext = createContext<((props: MoneyCheckoutProps) => ReactNode) | null>(null);
