import { forgetOfflineCopies, keepProgrammeOfflineSoon } from './keepOffline';
import { FORGET_CHANNEL, FORGET_MESSAGE, OFFLINE_CACHES } from './offlineCopies';

/** The browser's caches, by name, each a set of addresses. */
const kept = new Map<string, Set<string>>();
/** What the page asked the worker, and what it told every worker (FORGET_CHANNEL). */
const askedTheWorker: unknown[] = [];
const toldTheWorkers: unknown[] = [];
let asked: () => void;
let workerAsked: Promise<void>;

class FakeChannel {
  constructor(readonly name: string) {}
  postMessage(message: unknown) {
    if (this.name === FORGET_CHANNEL) toldTheWorkers.push(message);
  }
  close() {}
}

beforeEach(() => {
  kept.clear();
  askedTheWorker.length = 0;
  toldTheWorkers.length = 0;
  workerAsked = new Promise((resolve) => (asked = resolve));
  Object.defineProperty(window, 'caches', {
    configurable: true,
    value: {
      keys: async () => [...kept.keys()],
      delete: async (name: string) => kept.delete(name),
    },
  });
  Object.defineProperty(window, 'BroadcastChannel', { configurable: true, value: FakeChannel });
  // A worker that is asked to keep and never answers (a download on a slow network).
  const worker = {
    postMessage: (message: unknown) => {
      askedTheWorker.push(message);
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

/** Lets the page's promises run. */
const settle = () => jest.advanceTimersByTimeAsync(0);

/** Starts a forget; says whether it is done, without any timer running out meanwhile. */
function forgetting() {
  let done = false;
  void forgetOfflineCopies().then(() => (done = true));
  return { done: () => done };
}

describe('keeping the programme and forgetting it (docs/offline.md)', () => {
  it('asks the worker to keep the programme page once the visitor has had it for 10 s', async () => {
    keepProgrammeOfflineSoon();
    await jest.advanceTimersByTimeAsync(10_000);
    await workerAsked;
    expect(askedTheWorker).toEqual([
      { type: 'CACHE_URLS', payload: { urlsToCache: ['/event-details'] } },
    ]);
  });

  it("fetches the code the page loads on demand (the menu's drawer) first: its files are kept too", async () => {
    const loaded: { name: string }[] = [];
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: () => loaded,
    });
    const drawer = async () => {
      loaded.push({ name: `${location.origin}/1524.b5457fe1.js` });
    };
    const noSignal = () => Promise.reject(new Error('ChunkLoadError'));
    keepProgrammeOfflineSoon([drawer, noSignal]);
    await jest.advanceTimersByTimeAsync(10_000);
    await workerAsked;
    // A piece that could not come leaves the rest to be kept.
    expect(askedTheWorker).toEqual([
      { type: 'CACHE_URLS', payload: { urlsToCache: ['/event-details', '/1524.b5457fe1.js'] } },
    ]);
  });

  it('asks nothing of a worker about to be replaced by a new release of it', async () => {
    const worker = { postMessage: (message: unknown) => askedTheWorker.push(message) };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        register: async () => undefined,
        ready: Promise.resolve({ active: worker, installing: {} }),
      },
    });
    keepProgrammeOfflineSoon();
    await jest.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(askedTheWorker).toEqual([]);
  });

  it('a logout while a keep is on its way deletes the caches at once and tells the worker', async () => {
    kept.set(OFFLINE_CACHES.programme, new Set(['/event-details']));
    kept.set(OFFLINE_CACHES.files, new Set(['/main.1234abcd.js']));
    keepProgrammeOfflineSoon();
    await jest.advanceTimersByTimeAsync(10_000);
    await workerAsked;
    // The worker is still fetching the signed-in page, and will not answer.
    const forget = forgetting();
    await settle();
    expect(forget.done()).toBe(true);
    expect([...kept.keys()]).toEqual([]);
    // The worker then keeps nothing it asked the network for before (forgetting.ts).
    expect(toldTheWorkers).toEqual([FORGET_MESSAGE]);
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
    const forget = forgetting();
    await settle();
    expect(forget.done()).toBe(true);
    expect([...kept.keys()]).toEqual([]);
    // The worker comes, after the visitor has gone: it is asked to keep nothing.
    registered();
    await settle();
    expect(posted).not.toHaveBeenCalled();
  });
});
