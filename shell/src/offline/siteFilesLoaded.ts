import { RETRY_PARAM } from '../remotes/retryEntryPlugin';
import { API_ADDRESS } from './offlineCopies';

/** Every file of this site the page has loaded (path and query), the API's answers left out. */
const loaded = new Set<string>();
let observer: PerformanceObserver | undefined;

/**
 * Notes a file by the address a page asks for on a first load: a retry's (`?retry=`, a section's
 * Try again, a chunk asked for again after it stalled) is kept under it, or offline the page,
 * which asks for the plain one, would not find it.
 */
function note(entries: readonly PerformanceEntry[]): void {
  for (const entry of entries) {
    const url = new URL(entry.name);
    if (url.origin !== location.origin || API_ADDRESS.test(url.pathname)) continue;
    if (url.searchParams.has(RETRY_PARAM)) url.searchParams.delete(RETRY_PARAM);
    loaded.add(url.pathname + url.search);
  }
}

/**
 * Starts noting the files the page loads, for the programme's keep (keepOffline.ts). The
 * browser's resource timing buffer records 250 files and then drops the rest, so a long visit
 * (an album's thumbnails, the API's answers) left the programme's own code, loaded later, out of
 * `getEntriesByType`; an observer is handed every entry whatever the buffer holds, and
 * `buffered: true` those recorded before it started. Run first thing in the shell's entry, before
 * the buffer can have filled (docs/offline.md).
 */
export function watchSiteFilesLoaded(): void {
  if (observer || typeof PerformanceObserver === 'undefined') return;
  observer = new PerformanceObserver((list) => note(list.getEntries()));
  observer.observe({ type: 'resource', buffered: true });
}

/**
 * The files of this site the page has loaded so far: those the observer has been handed, those
 * it holds still undelivered (a chunk that came a moment ago), and the buffer's (all there is
 * where nothing watched).
 */
export function siteFilesLoaded(): string[] {
  if (observer) note(observer.takeRecords());
  note(performance.getEntriesByType('resource'));
  return [...loaded];
}
