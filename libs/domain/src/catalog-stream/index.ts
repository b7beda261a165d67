/**
 * The `catalog` stream (DESIGN.md "Write side"): admins' changes to what is sold and how (sales
 * now; redeem codes and gods later), one slice per feature, like the player stream.
 */
import type { Decider } from '../shared/decider';
import { decideSales, evolveSalesSlice, initialSalesSlice, type SalesCommand, type SalesEvent, type SalesSlice, type SaleTerms } from '../sales';

export const CATALOG_STREAM = 'catalog';

export type CatalogEvent = SalesEvent;
export type CatalogCommand = SalesCommand;
export type CatalogState = SalesSlice;

/** The `catalog` stream's decider. @throws DomainError as `decideSales` does. */
export const catalogDecider: Decider<CatalogCommand, CatalogEvent, CatalogState, SaleTerms> = {
  decide: decideSales,
  evolve: evolveSalesSlice,
  initialState: initialSalesSlice,
};
