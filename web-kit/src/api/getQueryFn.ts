import type { QueryFunction } from '@tanstack/react-query';
import { isApiStatus } from './apiRequest.js';
import { callApi } from './callApi.js';
import type { ApiQueryKey } from './queryKeyOf.js';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function: the read a key names (queryKeyOf), called and checked by callApi.
 * `on401: 'returnNull'` is for the session query, where 401 means "nobody signed in"
 * (docs/api.md, "The client's settings"), not an error.
 */
export function getQueryFn<T>(options: {
  on401: UnauthorizedBehavior;
  /** The answer's own schema (callApi's `answerSchema`), for a read on a first screen's path. */
  answerSchema?: () => Promise<{ parse(body: unknown): T }>;
}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const [name, location] = queryKey as unknown as ApiQueryKey;
    try {
      // The key's own parts, not typed per route here: the key was made by queryKeyOf.
      const call = callApi as (name: string, input: object) => Promise<unknown>;
      return (await call(name, { ...location, signal, answerSchema: options.answerSchema })) as T;
    } catch (error) {
      if (options.on401 === 'returnNull' && isApiStatus(error, 401)) return null;
      throw error;
    }
  };
}
