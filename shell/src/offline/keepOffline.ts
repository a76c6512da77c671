import {
  deleteOfflineCopies,
  FORGET_CHANNEL,
  FORGET_MESSAGE,
  PROGRAMME_PATH,
  SERVICE_WORKER_URL,
} from './offlineCopies';
import { siteFilesLoaded } from './siteFilesLoaded';

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
 * How many forgets this page has begun: a keep that finds it changed once the worker is ready
 * gives up, the visitor it was for being gone (their logout did not wait for the worker).
 */
let forgets = 0;

/**
 * Registers the service worker (docs/offline.md) and has it keep the programme page and every
 * file the page loaded, those loaded before the worker was there included (Workbox's CACHE_URLS
 * message). Nobody waits for the keep: a forget meanwhile needs nothing of it (the worker keeps
 * nothing it asked the network for before a forget), and a keep whose worker is ready only after
 * a forget (a slow /sw.js on a first visit) asks nothing. A development server has no /sw.js:
 * nothing is kept there.
 *
 * `onDemand` fetches the code the page loads only when asked for (the phone menu's drawer):
 * fetched here, its files are among those the page loaded, and kept with them. Offline, a piece
 * the page had never loaded could not be fetched, and a tap on it failed.
 */
async function keepProgrammeOffline(onDemand: readonly LoadOnDemand[]): Promise<void> {
  if (!supported()) return;
  const forgetsBefore = forgets;
  // Alongside the registration; a piece that fails to come is left to the network, as before.
  const fetched = Promise.all(onDemand.map((load) => load().catch(() => undefined)));
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  await fetched;
  if (forgets !== forgetsBefore) return;
  // A new worker on its way (a release of /sw.js) is about to replace the active one, which may
  // be of a release that does not hear a forget: the next visit keeps, with the new one.
  if (registration.installing || registration.waiting) return;
  registration.active?.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [PROGRAMME_PATH, ...siteFilesLoaded()] },
  });
}

/** Fetches (and runs) a piece of code the page otherwise loads when it is first needed. */
export type LoadOnDemand = () => Promise<unknown>;

/**
 * Keeps the programme offline once the visitor has had the page to themselves for a while, or
 * at once when they leave it for another app (the page is hidden); returns the cancel for a
 * visitor who moves on within the app first. `onDemand`: the code the page may still ask for
 * offline, kept with it (keepProgrammeOffline).
 */
export function keepProgrammeOfflineSoon(onDemand: readonly LoadOnDemand[] = []): () => void {
  const keep = () => {
    cancel();
    keepProgrammeOffline(onDemand).catch(() => undefined);
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
 * Forgets what the worker kept, at logout and at sign-in, so no one sees another's copy: tells
 * every running worker of the site (FORGET_CHANNEL), which then keeps nothing it asked the
 * network for before, and deletes the caches at once. It never waits for a keep, the worker or
 * the network.
 */
export async function forgetOfflineCopies(): Promise<void> {
  forgets += 1;
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(FORGET_CHANNEL);
    channel.postMessage(FORGET_MESSAGE);
    channel.close();
  }
  if (typeof caches === 'undefined') return;
  await deleteOfflineCopies();
}
