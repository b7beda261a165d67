import { type FetchQueryOptions, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, use } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/PageHeader';
import { SearchBox } from '../../../shared/components/SearchBox';
import { ErrorPanel, Loading } from '../../../shared/components/States';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import type { CatalogStatus } from '../useCatalog';
import './LearnCatalog.css';

/** The cards a learn page renders first, before the rest of its list (`useProgressiveList`): more than a large screen holds. */
export const FIRST_CARDS = 12;

/** The frame the learn pages share: heading, search with a live count, and the catalog's load states. */
export function LearnCatalog({
  section,
  status,
  onRetry,
  count,
  query,
  onQueryChange,
  children,
}: {
  section: 'gods' | 'spells';
  status: CatalogStatus;
  onRetry: () => void;
  count: number;
  query: string;
  onQueryChange: (query: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['catalog', 'common']);
  useDocumentTitle(t(`${section}.title`));
  return (
    <div className="page">
      <PageHeader className="page-header--learn" title={t(`${section}.title`)} subtitle={t(`${section}.subtitle`)}>
        <div className="learn-toolbar">
          <SearchBox
            value={query}
            onChange={onQueryChange}
            label={t(`${section}.searchLabel`)}
            placeholder={t(`${section}.searchPlaceholder`)}
          />
          {status === 'ok' ? (
            <span className="muted small" role="status">
              {t(`${section}.count`, { count })}
            </span>
          ) : null}
        </div>
      </PageHeader>
      {status === 'error' ? (
        <ErrorPanel title={t(`${section}.error`)} onRetry={onRetry} />
      ) : status !== 'ok' ? (
        <Loading />
      ) : count === 0 ? (
        <p className="empty muted">{t('common:common.noResults', { query })}</p>
      ) : (
        children
      )}
    </div>
  );
}

/**
 * A catalog's query as `api.ts` defines them (`spellsQuery`, `godsQuery`, `heroesQuery`), by its
 * key and fetch; each has its own answer type, so the list is typed by shape.
 */
interface CatalogQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
}

/** A wait for a page's catalogs in one query cache: `settled` once every answer (or failure) is in. */
interface Wait {
  promise: Promise<void>;
  settled: boolean;
}

// per cache (the site's one; each build render has its own), per list of catalogs: the same
// promise on every retry, and one `use` per render (React matches a retried render's `use` calls
// to the promises of the one before by their order)
const waits = new WeakMap<QueryClient, Map<string, Wait>>();

function waitFor(client: QueryClient, queries: readonly CatalogQuery[]): Wait {
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
 * The learn pages are prerendered with their catalogs (game data, the build's copy of what the API
 * answers), so their first HTML shows the first cards. While a page is prerendered, and while
 * React hydrates that markup, it waits (suspends) until `queries` have their answers (preloaded
 * with the first HTML) and renders what the markup shows instead of its loading state; React keeps
 * the markup on screen meanwhile. A catalog that fails to load is not waited for again: the page
 * then shows its error, rendered afresh. Once hydrated, a page shows its loading state as before.
 */
export function useCatalogsWhileHydrating(queries: readonly CatalogQuery[]): void {
  const client = useQueryClient();
  const hydrated = useHydrated();
  if (hydrated || queries.every((query) => client.getQueryData(query.queryKey) !== undefined)) return;
  const wait = waitFor(client, queries);
  if (!wait.settled) use(wait.promise);
}
