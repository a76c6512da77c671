import type { QueryClient } from '@tanstack/react-query';

/** What a page is rendered for: its route's parameters and the address's query. */
export interface PagePrefetchContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * A section's page module may export `prefetch`: the server runs it before rendering the page,
 * so the data the page shows is in its HTML (and handed to the browser with it). It fills the
 * same query keys the page reads; failures are left to the page, which shows its own error.
 */
export type PagePrefetch = (context: PagePrefetchContext) => Promise<void>;
