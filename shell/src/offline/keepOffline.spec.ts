import { forgetOfflineCopies, keepProgrammeOfflineSoon } from './keepOffline';
import { OFFLINE_CACHES } from './offlineCopies';

/** The browser's caches, by name, each a set of addresses. */
const kept = new Map<string, Set<string>>();
/** What the worker does when asked to keep: write the page into its cache, then answer. */
let finishKeeping: (() => void) | undefined;
let asked: () => void;
let workerAsked: Promise<void>;

beforeEach(() => {
  kept.clear();
  finishKeeping = undefined;
  workerAsked = new Promise((resolve) => (asked = resolve));
  Object.defineProperty(window, 'caches', {
    configurable: true,
    value: {
      keys: async () => [...kept.keys()],
      delete: async (name: string) => kept.delete(name),
    },
  });
  const worker = {
    postMessage: (message: { payload: { urlsToCache: string[] } }, [port]: MessagePort[]) => {
      finishKeeping = () => {
        kept.set(OFFLINE_CACHES.programme, new Set(message.payload.urlsToCache));
        port!.postMessage('kept');
      };
      asked();
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: async () => undefined, ready: Promise.resolve({ active: worker }) },
  });
  jest.useFakeTimers();
  // The files the page loaded: none here (jsdom loads none, and has no resource timing).
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [] });
});

afterEach(() => {
  jest.useRealTimers();
});

/** Lets the page's promises and the message channel run. */
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('keeping the programme and forgetting it (docs/offline.md)', () => {
  it('keeps the programme page once the visitor has had it for 10 s', async () => {
    keepProgrammeOfflineSoon();
    await jest.advanceTimersByTimeAsync(10_000);
    await workerAsked;
    finishKeeping!();
    await settle();
    expect(kept.get(OFFLINE_CACHES.programme)).toContain('/event-details');
  });

  it('logging out while a keep is on its way deletes what the worker writes after the logout began', async () => {
    keepProgrammeOfflineSoon();
    await jest.advanceTimersByTimeAsync(10_000);
    await workerAsked;
    // Logout starts while the worker is still fetching the signed-in page.
    const forgotten = forgetOfflineCopies();
    await settle();
    finishKeeping!();
    await settle();
    await forgotten;
    expect([...kept.keys()]).toEqual([]);
  });

  it('does not wait for ever for a worker that never answers', async () => {
    kept.set(OFFLINE_CACHES.files, new Set(['/main.1234abcd.js']));
    keepProgrammeOfflineSoon();
    await jest.advanceTimersByTimeAsync(10_000);
    await workerAsked;
    const forgotten = forgetOfflineCopies();
    await jest.advanceTimersByTimeAsync(10_000);
    await forgotten;
    expect([...kept.keys()]).toEqual([]);
  });

  it('a logout does not wait for the worker to register (a slow /sw.js), and the keep then gives up', async () => {
    kept.set(OFFLINE_CACHES.files, new Set(['/main.1234abcd.js']));
    let registered: () => void = () => undefined;
    const posted = jest.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        register: () => new Promise<void>((resolve) => (registered = resolve)),
        ready: Promise.resolve({ active: { postMessage: posted } }),
      },
    });
    keepProgrammeOfflineSoon();
    await jest.advanceTimersByTimeAsync(10_000);
    // No timer runs out here: the forget is done while /sw.js is still on its way.
    let forgotten = false;
    void forgetOfflineCopies().then(() => (forgotten = true));
    await settle();
    expect(forgotten).toBe(true);
    expect([...kept.keys()]).toEqual([]);
    // The worker comes, after the visitor has gone: it is asked to keep nothing.
    registered();
    await settle();
    expect(posted).not.toHaveBeenCalled();
  });
});
