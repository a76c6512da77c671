import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './getQueryFn.js';

/**
 * The site's one QueryClient (docs/api.md, "The client's settings"): no retries, no refetch on
 * focus or reconnection (but the session's, currentUserQuery), no polling, data never stale — it
 * is refreshed by invalidation after mutations. The shell creates it once; a section's standalone dev page
 * creates its own with the same settings.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn<unknown>({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
