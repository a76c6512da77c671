/** @jest-environment node */
import type { WorkboxPlugin } from 'workbox-core';
import { forgetting } from './forgetting';

// The worker's side (docs/offline.md, "Forgetting"), driven as Workbox's StrategyHandler drives
// a plugin: one `state` object per handler, the same for every hook of that handler.

const kept = new Map<string, Set<string>>();
beforeEach(() => {
  kept.clear();
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: {
      open: async (name: string) => ({
        delete: async (request: Request) => kept.get(name)?.delete(new URL(request.url).pathname),
      }),
    },
  });
});

const programme = new Request('http://site.test/event-details');
const answer = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
/** A page's CACHE_URLS (the worker's own fetch), or a page's own request. */
const aKeep = { type: 'message' } as ExtendableEvent;
const aVisit = { type: 'fetch' } as ExtendableEvent;

/** One handler's run, as far as its request, with its own state. */
async function handlerStarted(plugin: WorkboxPlugin, event: ExtendableEvent) {
  const state = {};
  await plugin.handlerWillStart!({ request: programme, event, state });
  const fetched = await plugin.requestWillFetch!({ request: programme, event, state });
  return {
    fetched,
    willWrite: () =>
      plugin.cacheWillUpdate!({ request: programme, response: answer(), event, state }),
    wrote: async () => {
      kept.set('reunion-offline-programme', new Set(['/event-details']));
      await plugin.cacheDidUpdate!({
        cacheName: 'reunion-offline-programme',
        request: programme,
        newResponse: answer(),
        event,
        state,
      });
    },
  };
}

describe("the worker's forgets", () => {
  it('keeps an answer asked for after the latest forget', async () => {
    const { forget, plugin } = forgetting();
    forget();
    const handler = await handlerStarted(plugin, aVisit);
    expect(await handler.willWrite()).toBeInstanceOf(Response);
  });

  it('refuses to keep an answer asked for before a forget, from a keep or a visit', async () => {
    const { forget, plugin } = forgetting();
    const keep = await handlerStarted(plugin, aKeep);
    const visit = await handlerStarted(plugin, aVisit);
    forget();
    expect(await keep.willWrite()).toBeNull();
    expect(await visit.willWrite()).toBeNull();
  });

  it('stops the keeps on their way, not the pages’ own requests', async () => {
    const { forget, plugin } = forgetting();
    const keep = await handlerStarted(plugin, aKeep);
    const visit = await handlerStarted(plugin, aVisit);
    forget();
    expect(keep.fetched.signal.aborted).toBe(true);
    expect(visit.fetched.signal.aborted).toBe(false);
  });

  it('deletes a write that a forget overtook after it was let through', async () => {
    const { forget, plugin } = forgetting();
    const keep = await handlerStarted(plugin, aKeep);
    expect(await keep.willWrite()).toBeInstanceOf(Response);
    forget();
    await keep.wrote();
    expect(kept.get('reunion-offline-programme')).toEqual(new Set());
  });
});
