import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ToastProvider } from '../components/Toast';
import { i18nReady } from '../i18n/i18n';
import { SiteRouter } from '../router';
import { loadEnglishTexts } from './english-texts';

// every component test renders after i18next has started, with every English text in place
beforeAll(async () => {
  await i18nReady;
  loadEnglishTexts();
});

/**
 * Renders a component as the site's pages are rendered: inside the router (jsdom's address set
 * to `route`), the query cache (no retries) and the toasts, in English. Component tests (`*.unit.test.tsx`,
 * `@jest-environment jsdom`) only.
 */
export function renderUi(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult & { queryClient: QueryClient } {
  window.history.replaceState(null, '', route);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SiteRouter>{ui}</SiteRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
