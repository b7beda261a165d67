/**
 * @jest-environment jsdom
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated';
import { useQueriesWhileHydrating } from './useQueriesWhileHydrating';

const NAMES = ['Axe', 'Bane', 'Chen'];
const namesQuery = { queryKey: ['names'], staleTime: Infinity };

/** A page as the learn pages are written: it waits for its answer while hydrating, then asks whether it is hydrated. */
function Names() {
  useQueriesWhileHydrating([namesQuery]);
  const hydrated = useHydrated();
  const names = useQuery<string[]>(namesQuery).data;
  if (!names) return <p>loading</p>;
  return (
    <ul data-hydrated={hydrated}>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

function Site({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>loading</p>}>
        <Names />
      </Suspense>
    </QueryClientProvider>
  );
}

/** The markup the build prerenders: the page with its answer in. */
function prerendered(): string {
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: () => NAMES } } });
  client.setQueryData(namesQuery.queryKey, NAMES);
  return renderToString(<Site client={client} />);
}

/**
 * Hydrates the prerendered page while its answer comes from `answer`; gives the errors React
 * recovered from (a part of the page rendered afresh instead of hydrated) and React's warnings, the
 * root element and the first item as the markup had it.
 */
async function hydrate(answer: () => Promise<string[]>): Promise<{ errors: unknown[]; container: HTMLElement; firstItem: Element }> {
  document.body.replaceChildren();
  const container = document.createElement('div');
  container.innerHTML = prerendered();
  document.body.append(container);
  const firstItem = container.querySelector('li')!;
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: answer, retry: false } } });
  const errors: unknown[] = [];
  // React's warnings too (a hook order changed, a `use` not called again)
  const warnings = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args[0]));
  hydrateRoot(container, <Site client={client} />, { onRecoverableError: (error) => errors.push(error) });
  await waitFor(() => expect(container.querySelector('ul')?.getAttribute('data-hydrated')).toBe('true'));
  warnings.mockRestore();
  return { errors, container, firstItem };
}

test('an answer that arrives just after the page began hydrating (React retries the waiting part at once): the markup is hydrated in place, without an error', async () => {
  const { errors, container, firstItem } = await hydrate(() => Promise.resolve(NAMES));
  expect(errors).toEqual([]);
  expect(container.querySelector('li')).toBe(firstItem);
  expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual(NAMES);
});

test('an answer that arrives later: the markup stays on screen meanwhile and is hydrated in place', async () => {
  let deliver = () => {};
  const later = new Promise<string[]>((resolve) => (deliver = () => resolve(NAMES)));
  const hydrating = hydrate(() => later);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.body.textContent).toContain('Bane');
  deliver();
  const { errors, container, firstItem } = await hydrating;
  expect(errors).toEqual([]);
  expect(container.querySelector('li')).toBe(firstItem);
});
