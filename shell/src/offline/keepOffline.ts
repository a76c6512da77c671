import {
  API_ADDRESS,
  OFFLINE_CACHE_PREFIX,
  PROGRAMME_PATH,
  SERVICE_WORKER_URL,
} from './offlineCopies';

const supported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window;

/**
 * How long the programme page is left to itself before the worker keeps it: registering the
 * worker and fetching the page's files again compete with a phone still loading the page. With
 * every page registering it as soon as the browser was idle, Lighthouse's phone scored the pages
 * 5–10 points lower than before (bench/RESULTS.md, "Lighthouse on phones (issue 27)").
 */
const KEEP_AFTER_MS = 10_000;

/**
 * The longest a logout or sign-in waits for a keep still on its way (the worker fetching the
 * page and its files) before it deletes the caches anyway.
 */
const KEEP_WAIT_MS = 10_000;

/**
 * This page's keeps and forgets, one after the other, from the moment a keep asks the worker: a
 * forget (logout, sign-in) waits for a keep already on its way, as the worker would otherwise
 * write the signed-in visitor's page into the caches just deleted, for the next person on the
 * device to find. A keep still registering the worker holds nobody (`forgets`).
 */
let inTurn: Promise<void> = Promise.resolve();
function afterTheOthers(step: () => Promise<void>): Promise<void> {
  const done = inTurn.then(step);
  inTurn = done.catch(() => undefined);
  return done;
}

/**
 * How many forgets this page has begun: a keep that finds it changed once the worker is ready
 * gives up, the visitor it was for being gone (their logout did not wait for the worker).
 */
let forgets = 0;

/** The files this page loaded from this site: what the programme needs to open again. */
function siteFilesOfThisPage(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && !API_ADDRESS.test(url.pathname))
    .map((url) => url.pathname + url.search);
}

/**
 * Registers the service worker (docs/offline.md) and has it keep the programme page and every
 * file the page loaded, those loaded before the worker was there included (Workbox's CACHE_URLS
 * message); resolves when they are kept. A development server has no /sw.js: nothing is kept
 * there.
 *
 * The registration (fetching /sw.js, the first time over the network, and waiting for the worker
 * to start) is done before the keep takes its turn: a logout meanwhile does not wait for it, and
 * the keep then gives up.
 */
async function keepProgrammeOffline(): Promise<void> {
  if (!supported()) return;
  const forgetsBefore = forgets;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  await afterTheOthers(async () => {
    if (forgets !== forgetsBefore) return;
    const worker = registration.active;
    if (!worker) return;
    const channel = new MessageChannel();
    const kept = new Promise<void>((resolve) => {
      channel.port1.onmessage = () => resolve();
    });
    worker.postMessage(
      {
        type: 'CACHE_URLS',
        payload: { urlsToCache: [PROGRAMME_PATH, ...siteFilesOfThisPage()] },
      },
      [channel.port2],
    );
    // A worker that never answers must not hold a logout for ever.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      kept,
      new Promise((resolve) => (timer = setTimeout(resolve, KEEP_WAIT_MS))),
    ]);
    clearTimeout(timer);
  });
}

/**
 * Keeps the programme offline once the visitor has had the page to themselves for a while, or
 * at once when they leave it for another app (the page is hidden); returns the cancel for a
 * visitor who moves on within the app first.
 */
export function keepProgrammeOfflineSoon(): () => void {
  const keep = () => {
    cancel();
    keepProgrammeOffline().catch(() => undefined);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') keep();
  };
  const timer = setTimeout(keep, KEEP_AFTER_MS);
  document.addEventListener('visibilitychange', onHidden);
  const cancel = () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
  };
  return cancel;
}

/**
 * Deletes what the worker kept, once a keep on its way is done (never a keep still registering
 * the worker): at logout and at sign-in, so no one sees another's copy.
 */
export function forgetOfflineCopies(): Promise<void> {
  forgets += 1;
  return afterTheOthers(async () => {
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX))
        .map((name) => caches.delete(name)),
    );
  });
}
