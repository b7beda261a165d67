import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ReadBehindNotice } from '../shared/components/ReadBehindNotice';
import { ToastProvider } from '../shared/components/Toast';
import { renderMoneyCheckout } from '../features/orders';
import { MoneyCheckoutContext } from '../features/store';

/**
 * The one QueryClient of the site. Pages keep the states they always showed: one attempt, then the
 * page's own error with its retry button (no silent retries), and no refetch when the window
 * regains focus. Features read with `useQuery(<feature>Query(...))`; a change goes through
 * `useMutation`, then `queryClient.invalidateQueries({ queryKey: <feature>Keys.all })` (or a
 * narrower key) so every page showing that data reloads it (see auth's sign-out).
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Everything the pages share: the query cache, the toasts (with the "still updating" note,
 * `ReadBehindNotice`) and the orders feature's real-money checkout for the store's panel.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ReadBehindNotice />
        <MoneyCheckoutContext value={renderMoneyCheckout}>{children}</MoneyCheckoutContext>
      </ToastProvider>
    </QueryClientProvider>
  );
}
