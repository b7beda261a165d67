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

/** A wait for a page's queries in one query cache: `settled` once every answer (or failure) is in. */
interface Wait {
  promise: Promise<void>;
  settled: boolean;
}

// per cache (the site's one; each build render has its own), per list of queries: the same
// promise on every retry, and one `use` per render (React matches a retried render's `use` calls
// to the promises of the one before by their order)
const waits = new WeakMap<QueryClient, Map<string, Wait>>();

function waitFor(client: QueryClient, queries: readonly QueryToWaitFor[]): Wait {
  let byKeys = waits.get(client);
  if (!byKeys) waits.set(client, (byKeys = new Map<string, Wait>()));
  const keys = JSON.stringify(queries.map((query) => query.queryKey));
  let wait = byKeys.get(keys);
  if (!wait) {
    const entry: Wait = { settled: false, promise: Promise.resolve() };
    const fetches = queries.map((query) => client.fetchQuery(query as FetchQueryOptions).catch(() => undefined));
    entry.promise = Promise.all(fetches).then(() => void (entry.settled = true));
    byKeys.set(keys, (wait = entry));
  }
  return wait;
}

/**
 * For a page whose prerendered markup shows data (the learn pages' cards, a player's name): while
 * the page is prerendered, and while React hydrates that markup, it waits (suspends) until
 * `queries` have settled (their answers are preloaded with the first HTML), so it renders what the
 * markup shows instead of its loading state; React keeps the markup on screen meanwhile. A query
 * that fails is not waited for again (the page renders its state without that answer). Once
 * hydrated, it waits for nothing: a page shows its loading state as usual.
 */
export function useQueriesWhileHydrating(queries: readonly QueryToWaitFor[]): void {
  const client = useQueryClient();
  const hydrated = useHydrated();
  if (hydrated || queries.every((query) => client.getQueryData(query.queryKey) !== undefined)) return;
  const wait = waitFor(client, queries);
  if (!wait.settled) use(wait.promise);
}
