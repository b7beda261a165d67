import { isEventOf, type StreamEvent } from '../shared/decider';
import type { SaleChanged, SaleEnded, SaleScheduled, SaleTerms } from './events';

/** A sale as the catalog knows it; `endsAt` is moved to the time it was ended early. */
export type Sale = SaleTerms;

/** The sales of the `catalog` stream by id (a Map: ids come from admins' requests). */
export interface SalesSlice {
  sales: ReadonlyMap<string, Sale>;
}

export const initialSalesSlice: SalesSlice = { sales: new Map() };

function terms({ saleId, title, percentOff, itemIds, startsAt, endsAt }: SaleTerms): Sale {
  return { saleId, title, percentOff, itemIds, startsAt, endsAt };
}

/** Folds the sales events; other events leave the slice as it is. */
export function evolveSalesSlice(slice: SalesSlice, event: StreamEvent): SalesSlice {
  if (isEventOf<SaleScheduled>(event, 'SaleScheduled') || isEventOf<SaleChanged>(event, 'SaleChanged')) {
    return { sales: new Map(slice.sales).set(event.data.saleId, terms(event.data)) };
  }
  if (isEventOf<SaleEnded>(event, 'SaleEnded')) {
    const sale = slice.sales.get(event.data.saleId);
    if (!sale) return slice;
    return { sales: new Map(slice.sales).set(sale.saleId, { ...sale, endsAt: event.data.endedAt }) };
  }
  return slice;
}

/** Whether a sale runs at `now` (ms since the epoch): from its start, up to but not at its end. */
export function isRunning(sale: Sale, now: number): boolean {
  return Date.parse(sale.startsAt) <= now && now < Date.parse(sale.endsAt);
}

/**
 * The sale that applies to an item at `now`: of the running sales that list it, the one with
 * the largest discount (the earliest scheduled when two are equal); undefined when none.
 */
export function saleFor(slice: SalesSlice, itemId: string, now: number): Sale | undefined {
  let best: Sale | undefined;
  for (const sale of slice.sales.values()) {
    if (isRunning(sale, now) && sale.itemIds.includes(itemId) && (!best || sale.percentOff > best.percentOff)) best = sale;
  }
  return best;
}

/**
 * A gold price `percentOff` percent off, rounded down to whole gold in the player's favour:
 * floor(price × (100 − percentOff) / 100), computed in integers so no float can round it up.
 */
export function salePrice(price: number, percentOff: number): number {
  return Math.floor((price * (100 - percentOff)) / 100);
}
