/// <reference lib="webworker" />
// The site's service worker (docs/offline.md), built on its own into /sw.js
// (tooling/rspack/service-worker-config.mjs). Workbox routes and caches; this file says what.
import { CONTENT_HASHED_NAME, FILE_ADDRESS } from '@reunion/contracts';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { forgetting } from './forgetting';
import {
  API_ADDRESS,
  deleteOfflineCopies,
  FORGET_CHANNEL,
  FORGET_MESSAGE,
  OFFLINE_CACHES,
  OFFLINE_COPY_META,
  PROGRAMME_PATH,
} from './offlineCopies';

declare const self: ServiceWorkerGlobalScope;

// A new worker takes over at once: it only ever serves what the network cannot.
void self.skipWaiting();
clientsClaim();

/** Only the programme page as the signed-in visitor gets it: not a redirect to sign in. */
const onlyTheProgramme: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 &&
    !response.redirected &&
    new URL(response.url).pathname === PROGRAMME_PATH &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
      ? response
      : null,
};

/** The kept page, marked with when the server rendered it (its Date header). */
const markedAsOfflineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const renderedAt = new Date(cachedResponse.headers.get('date') ?? Date.now()).toISOString();
    const html = await cachedResponse.text();
    return new Response(
      html.replace(
        '</head>',
        () => `<meta name="${OFFLINE_COPY_META}" content="${renderedAt}"></head>`,
      ),
      { status: 200, headers: cachedResponse.headers },
    );
  },
};

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/**
 * A page's forget (a logout, a sign-in, the sign-in page finding nobody: keepOffline.ts): the
 * keeps on their way stop, nothing asked of the network before it is written, and the caches go
 * here too, in case a write landed after the page deleted them and before this message came.
 */
const forgets = forgetting();
// Every browser the site supports has it in a worker; one that does not still installs the
// worker (a throw here would leave an older one in charge), its pages deleting the caches alone.
if (typeof BroadcastChannel !== 'undefined')
  new BroadcastChannel(FORGET_CHANNEL).addEventListener('message', (event) => {
    if (event.data !== FORGET_MESSAGE) return;
    forgets.forget();
    void deleteOfflineCopies();
  });
/** First in every route's plugins: a write it refuses is never offered to the others. */
const notFromBeforeAForget = forgets.plugin;

/**
 * A file's answer, not a page's: the server draws a member's page for an address whose last part
 * merely looks like a file's (`/profile/1-deadbeef.js`, from a chat link), and no answer it says
 * not to store is kept (a page's `no-store`).
 */
const isFileAnswer = (response: Response) =>
  !(response.headers.get('content-type') ?? '').startsWith('text/html') &&
  !/\bno-store\b/i.test(response.headers.get('cache-control') ?? '');

const aFileNotAPage: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isFileAnswer(response) ? response : null),
};

// A page a worker before that rule kept in a file cache goes when this worker takes over.
self.addEventListener('activate', (event) => event.waitUntil(dropKeptPages()));

async function dropKeptPages(): Promise<void> {
  for (const name of [OFFLINE_CACHES.files, OFFLINE_CACHES.latestFiles]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response && !isFileAnswer(response)) await cache.delete(request);
    }
  }
}

const sameSite = (url: URL) => url.origin === self.location.origin;
/** The site's files, as a page asks for them: never a page visit, whatever its address. */
const isSiteFile = ({ url, request }: { url: URL; request: Request }) =>
  request.mode !== 'navigate' &&
  sameSite(url) &&
  !API_ADDRESS.test(url.pathname) &&
  FILE_ADDRESS.test(url.pathname);

const router = new Router();
router.registerRoute(
  new Route(
    ({ url }) => sameSite(url) && url.pathname === PROGRAMME_PATH,
    // The network whenever it answers, so the page is always the latest; the kept copy when it
    // does not answer within a few seconds (a château's signal).
    new NetworkFirst({
      cacheName: OFFLINE_CACHES.programme,
      networkTimeoutSeconds: 5,
      plugins: [notFromBeforeAForget, okOnly, onlyTheProgramme, markedAsOfflineCopy],
    }),
  ),
);
router.registerRoute(
  new Route(
    (route) => isSiteFile(route) && CONTENT_HASHED_NAME.test(route.url.pathname),
    new CacheFirst({
      cacheName: OFFLINE_CACHES.files,
      plugins: [
        notFromBeforeAForget,
        okOnly,
        aFileNotAPage,
        new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }),
      ],
    }),
  ),
);
router.registerRoute(
  new Route(
    (route) => isSiteFile(route) && !CONTENT_HASHED_NAME.test(route.url.pathname),
    new NetworkFirst({
      cacheName: OFFLINE_CACHES.latestFiles,
      networkTimeoutSeconds: 5,
      plugins: [
        notFromBeforeAForget,
        okOnly,
        aFileNotAPage,
        new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true }),
      ],
    }),
  ),
);
router.addFetchListener();
// The page asks for what it loaded before the worker was there (workbox-window's CACHE_URLS).
router.addCacheListener();
