import type { WorkboxPlugin } from 'workbox-core';

/**
 * The worker's side of forgetting (docs/offline.md, "Forgetting"): how many forgets it has heard
 * (`forget()`, at every page's FORGET message), and a Workbox plugin for every route that keeps
 * nothing asked of the network before the latest forget. The page deletes the caches without
 * waiting for anything; an answer still on its way then (the signed-in page, fetched while the
 * session was live, over a slow network) would otherwise land in the caches just emptied, for
 * the next person on the device to find. The worker is one for every tab of the site, so a
 * forget in any tab stops the keeps every tab asked for.
 */
export interface Forgetting {
  forget(): void;
  plugin: WorkboxPlugin;
}

export function forgetting(): Forgetting {
  /** Forgets heard so far: a handler remembers the count it started with (Workbox's `state`). */
  let forgets = 0;
  /** The keeps on their way (a page's CACHE_URLS), stopped by a forget. */
  const keeps = new Set<AbortController>();

  const plugin: WorkboxPlugin = {
    handlerWillStart: async ({ event, state }) => {
      state!.forgets = forgets;
      // A keep is the worker's own fetch: stopping it leaves no page without its answer. A page's
      // own request (event 'fetch', a visit or its scripts) is let through; its answer is not kept.
      if (event.type !== 'fetch') {
        const keep = new AbortController();
        keeps.add(keep);
        state!.keep = keep;
      }
    },
    requestWillFetch: async ({ request, state }) => {
      const keep = state?.keep as AbortController | undefined;
      return keep ? new Request(request, { signal: keep.signal }) : request;
    },
    cacheWillUpdate: async ({ response, state }) => (state?.forgets === forgets ? response : null),
    // A forget between the check above and the write: the write goes too.
    cacheDidUpdate: async ({ cacheName, request, state }) => {
      if (state?.forgets !== forgets) await (await caches.open(cacheName)).delete(request);
    },
    handlerDidComplete: async ({ state }) => {
      keeps.delete(state?.keep as AbortController);
    },
  };

  return {
    plugin,
    forget() {
      forgets += 1;
      for (const keep of keeps) keep.abort();
      keeps.clear();
    },
  };
}
