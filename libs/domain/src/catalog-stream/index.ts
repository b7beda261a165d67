/**
 * The `catalog` stream (docs/architecture.md "Streams"): admins' changes to what is sold and how
 * (sales) and to the gods' global flags (enabled, free, Plus-exclusive), one slice per feature,
 * like the player stream.
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
  decideSetGodFlags,
  evolveGodFlagsSlice,
  initialGodFlagsSlice,
  type GodFlagsAnswer,
  type GodFlagsChanged,
  type GodFlagsSlice,
  type SetGodFlags,
} from '../gods';
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

export type CatalogEvent = SalesEvent | GodFlagsChanged | RequestCompleted;
/** A command on the catalog; one sent by a client carries its `request` (see `decideOnce`). */
export type CatalogCommand = (SalesCommand | SetGodFlags) & { request?: ClientRequest | null };
export type CatalogState = SalesSlice & GodFlagsSlice & RequestsSlice;
/** What a catalog command answers: a sale's terms, or a god's flags. */
export type CatalogAnswer = SaleTerms | GodFlagsAnswer;

/**
 * Decides a catalog command at most once per client request.
 * @throws DomainError `idempotency_key_reused`, and as `decideSales` and `decideSetGodFlags` do.
 */
function decideCatalog(command: CatalogCommand, state: CatalogState): Decision<CatalogEvent, CatalogAnswer> {
  return decideOnce<CatalogEvent, CatalogAnswer>(command.request ?? null, state, () =>
    command.type === 'SetGodFlags' ? decideSetGodFlags(command, state) : decideSales(command, state),
  );
}

function evolveCatalog(state: CatalogState, event: CatalogEvent): CatalogState {
  const sales = evolveSalesSlice(state, event);
  if (sales !== state) return { ...state, ...sales };
  const flags = evolveGodFlagsSlice(state, event);
  if (flags !== state) return { ...state, ...flags };
  const requests = evolveRequestsSlice(state, event);
  return requests === state ? state : { ...state, ...requests };
}

/** The `catalog` stream's decider. */
export const catalogDecider: Decider<CatalogCommand, CatalogEvent, CatalogState, CatalogAnswer> = {
  decide: decideCatalog,
  evolve: evolveCatalog,
  initialState: { ...initialSalesSlice, ...initialGodFlagsSlice, ...initialRequestsSlice },
};
