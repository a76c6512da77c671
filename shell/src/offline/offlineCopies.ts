/**
 * What the service worker (offlineWorker.ts) keeps for the day of the reunion, and the names
 * the page and the worker share (docs/offline.md): the programme page, its files and the
 * calendar writer, so /event-details opens with no network after one signed-in visit.
 */

/** The one page kept: it holds the programme, and only the visitor's own header. */
export const PROGRAMME_PATH = '/event-details';

/** Every cache this site makes starts with this; logging out deletes them all. */
export const OFFLINE_CACHE_PREFIX = 'reunion-offline-';

export const OFFLINE_CACHES = {
  /** The programme page as the server last rendered it for this visitor. */
  programme: `${OFFLINE_CACHE_PREFIX}programme`,
  /** Content-hashed files: the same name is always the same bytes. */
  files: `${OFFLINE_CACHE_PREFIX}files`,
  /** Files whose name stays across releases (a section's mf-manifest.json): network first. */
  latestFiles: `${OFFLINE_CACHE_PREFIX}latest-files`,
} as const;

/**
 * The <meta> the worker adds to the programme page it serves from its cache, saying when the
 * server rendered it; the page shows the offline note from it (OfflineNote.tsx).
 */
export const OFFLINE_COPY_META = 'reunion-offline-copy';

/** The worker's file, at the site's root so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The API's addresses: its answers are a member's (profiles, photos), kept by no one. In any
 * case, as the server's routes take them: /API/files/… is the API too.
 */
export const API_ADDRESS = /^\/api\//i;

/**
 * The channel on which a page tells the worker to forget (FORGET_MESSAGE): a BroadcastChannel
 * reaches every worker of the site that is running, whichever pages it controls, and posting to
 * it never waits for one (docs/offline.md, "Forgetting").
 */
export const FORGET_CHANNEL = 'reunion-offline';
export const FORGET_MESSAGE = 'FORGET';

/** Deletes every cache this site made: in the page, and in the worker as it hears a forget. */
export async function deleteOfflineCopies(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX))
      .map((name) => caches.delete(name)),
  );
}
