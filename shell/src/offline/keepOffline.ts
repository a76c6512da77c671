import {
  API_ADDRESS,
  OFFLINE_CACHE_PREFIX,
  PROGRAMME_PATH,
  SERVICE_WORKER_URL,
} from './offlineCopies';

const supported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window;

/**
 * Registers the service worker (docs/offline.md), once the page is taken over and the browser
 * idle: it starts nothing a first paint or a first tap waits for. A development server has no
 * /sw.js: the registration fails there, quietly.
 */
export function registerServiceWorker(): void {
  if (!supported()) return;
  requestIdleCallback(
    () => void navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined),
    { timeout: 10_000 },
  );
}

/** The files this page loaded from this site: what the programme needs to open again. */
function siteFilesOfThisPage(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && !API_ADDRESS.test(url.pathname))
    .map((url) => url.pathname + url.search);
}

/**
 * Has the worker keep the programme page and every file it loaded, those loaded before the
 * worker was there included (Workbox's CACHE_URLS message); resolves when they are kept.
 */
export async function keepProgrammeOffline(): Promise<void> {
  if (!supported()) return;
  const registration = await navigator.serviceWorker.ready;
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
  await kept;
}

/** Deletes what the worker kept: at logout and at sign-in, so no one sees another's copy. */
export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX))
      .map((name) => caches.delete(name)),
  );
}
