import type { QueryClient } from '@tanstack/react-query';
import { forgetProfileDrafts, queryKeyOf } from '@reunion/web-kit';
import { forgetOfflineCopies } from '../offline/keepOffline';

export const userKey = queryKeyOf('getUser');

/**
 * Drops every answer in the query cache but the session's: what a member's pages read, which
 * would otherwise be shown again from memory (Back) with no request to the server.
 */
export function dropMemberQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userKey[0] });
}

/**
 * Empties the query cache, the session then saying nobody is signed in (the tab goes to /auth).
 * A read of the session on its way is called off first: its answer, from a cookie the server
 * has not signed out yet, would put the member back.
 */
export function forgetSignedInMember(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ queryKey: userKey });
  dropMemberQueries(queryClient);
  queryClient.setQueryData(userKey, null);
}

/**
 * What this browser keeps for members beyond the page, at Logout: every profile draft (the
 * page's memory of them too) and the programme kept offline (docs/offline.md), at once: neither
 * waits for the network or the service worker (keepOffline.ts).
 */
export function forgetKeptOnDevice(): Promise<void> {
  forgetProfileDrafts();
  // A browser that refuses CacheStorage (a private window) has nothing kept to forget.
  return forgetOfflineCopies().catch(() => undefined);
}
