/**
 * The `catalog` stream (docs/architecture.md "Streams"): admins' changes to what is sold and how (sales
 * now; redeem codes and gods later), one slice per feature, like the player stream.
 */
import type { Decision } from '../shared/decision';
import type { Decider } from '../shared/decider';
import {
  decideOnce,
  evolveRequestsSlice,
  initialRequestsSlice,
  type ClientRequest,
  type RequestCompleted,
  type RequestsSlice,
} from '../shared/idempotency';
import {
  decideSales,
  evolveSalesSlice,
  initialSalesSlice,
  type SalesCommand,
  type SalesEvent,
  type SalesSlice,
  type SaleTerms,
} from '../sales';

export const CATALOG_STREAM = 'catalog';

export type CatalogEvent = SalesEvent | RequestCompleted;
/** A command on the catalog; one sent by a client carries its `request` (see `decideOnce`). */
export type CatalogCommand = SalesCommand & { request?: ClientRequest | null };
export type CatalogState = SalesSlice & RequestsSlice;

/**
 * Decides a catalog command at most once per client request.
 * @throws DomainError `idempotency_key_reused`, and as `decideSales` does.
 */
function decideCatalog(command: CatalogCommand, state: CatalogState): Decision<CatalogEvent, SaleTerms> {
  return decideOnce(command.request ?? null, state, () => decideSales(command, state));
}

function evolveCatalog(state: CatalogState, event: CatalogEvent): CatalogState {
  const sales = evolveSalesSlice(state, event);
  if (sales !== state) return { ...state, ...sales };
  const requests = evolveRequestsSlice(state, event);
  return requests === state ? state : { ...state, ...requests };
}

/** The `catalog` stream's decider. */
export const catalogDecider: Decider<CatalogCommand, CatalogEvent, CatalogState, SaleTerms> = {
  decide: decideCatalog,
  evolve: evolveCatalog,
  initialState: { ...initialSalesSlice, ...initialRequestsSlice },
};
