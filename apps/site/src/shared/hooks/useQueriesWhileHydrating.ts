import { type FetchQueryOptions, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A query as the features define them (`spellsQuery`, `playerProfileQuery(id)`), by its key and
 * fetch; each has its own answer type, so a list of them is typed by shape.
 */
interface QueryToWaitFor {
  queryKey: QueryKey;
  queryFn?: unknown;
}

/** A wait for a list of queries in one query cache: `settled` once every answer (or failure) is in. */
interface Wait {
  promise: Promise<void>;
  settled: boolean;
}

// per cache (the site's one; each build render has its own), per list of queries (by their keys):
// the same wait on every retry
const waits = new WeakMap<QueryClient, Map<string, Wait>>();

function begin(client: QueryClient, keys: string, queries: readonly QueryToWaitFor[]): Wait {
  let byKeys = waits.get(client);
  if (!byKeys) waits.set(client, (byKeys = new Map<string, Wait>()));
  const wait: Wait = { settled: false, promise: Promise.resolve() };
  const fetches = queries.map((query) => client.fetchQuery(query as FetchQueryOptions).catch(() => undefined));
  wait.promise = Promise.all(fetches).then(() => void (wait.settled = true));
  byKeys.set(keys, wait);
  return wait;
}

/**
 * For a page whose prerendered markup shows data (the learn pages' cards, a player's name): while
 * the page is prerendered, and while React hydrates that markup, it waits (suspends) until
 * `queries` have settled (their answers are preloaded with the first HTML), so it renders what the
 * markup shows instead of its loading state; React keeps the markup on screen meanwhile. A query
 * that fails is not waited for again (the page renders its state without that answer). Once
 * hydrated, it waits for nothing: a page shows its loading state as usual.
 *
 * Once a wait has begun, every render calls `use` on it, answers in or not: when an answer comes
 * in just after a part suspended, React retries the part with the hooks it had, and a `use` that
 * suspended must be called again in the retry; skipped, the hooks after it are taken for updates
 * of hooks never mounted, and React renders the part afresh (its markup dropped, "an error while
 * hydrating").
 */
export function useQueriesWhileHydrating(queries: readonly QueryToWaitFor[]): void {
  const client = useQueryClient();
  const hydrated = useHydrated();
  const keys = JSON.stringify(queries.map((query) => query.queryKey));
  const begun = waits.get(client)?.get(keys);
  // a wait React has seen settle: `use` answers at once (also once hydrated, so that every render
  // after the one that suspended calls it)
  if (begun) {
    if (!hydrated || begun.settled) use(begun.promise);
    return;
  }
  if (hydrated || queries.every((query) => client.getQueryData(query.queryKey) !== undefined)) return;
  use(begin(client, keys, queries).promise);
}
