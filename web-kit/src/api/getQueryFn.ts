import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { apiFetch } from './apiFetch.js';
import { throwIfNotOk } from './apiRequest.js';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The URL a query key stands for: its segments joined with '/' (['/api/profiles', '3']). */
export function urlOfQueryKey(queryKey: QueryKey): string {
  return queryKey.map((segment) => String(segment)).join('/');
}

/**
 * The default query function: GET the key's URL with the session cookie and read JSON.
 * `on401: 'returnNull'` is for the session query, where 401 means "nobody signed in"
 * (docs/api.md, "The client's settings"), not an error.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await apiFetch(urlOfQueryKey(queryKey), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (options.on401 === 'returnNull' && response.status === 401) {
      // Drain the body, or the request stays open (browsers and test drivers see it pending).
      await response.text().catch(() => '');
      return null;
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
