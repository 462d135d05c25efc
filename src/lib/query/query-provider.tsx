import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

/**
 * One query cache for the pages that read data (the ads page and the staff tools), so a change made
 * in the staff tools refreshes what the public page shows. It is provided by those pages rather than
 * the app shell, so TanStack Query loads only where it is used.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });

/** Provides the shared cache, unless an outer provider (a test's fresh client, say) already does. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
