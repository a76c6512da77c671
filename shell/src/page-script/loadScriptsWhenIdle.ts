/**
 * Asks for the page's script (the address on the inline script element, `data-src`) once the
 * page has loaded and the browser is idle: a server-rendered page paints without it, and
 * neither its download nor its start-up then stands before the first paint (README, "Pages
 * rendered on the server").
 *
 * With it, the scripts the server says taking the page over loads after it (`data-preload`): the
 * shell's start, the screens, a section's manifest and page. Left to the script, each of them is
 * asked for only once the one before has arrived and run, in five stages on a phone
 * (docs/page-scripts.md). Preloaded, the bundler's own requests for them are answered from what
 * the browser already fetched. `atOnce`: a page that does not paint (hidden) waits only for its
 * markup. `onError`: when the page's script fails to load.
 */
export function loadScriptsWhenIdle(
  script: Element | null,
  { atOnce = false, onError }: { atOnce?: boolean; onError?: () => void } = {},
): void {
  const src = script?.getAttribute('data-src');
  if (!src) return;
  const preload = script?.getAttribute('data-preload')?.split(' ').filter(Boolean) ?? [];
  const load = () => {
    const element = document.createElement('script');
    element.src = src;
    if (onError) element.addEventListener('error', onError);
    document.head.append(element);
    preloadInTasks(preload);
  };
  if (atOnce) {
    // Once the page's markup is there for the shell to take over, not before.
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', load);
    else load();
    return;
  }
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load);
    else setTimeout(load);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle);
}

/** Preloads added per task: each starts a request, 2–3 ms of a phone's main thread at 4×. */
const PER_TASK = 4;

/**
 * Adds the preloads a few per task: the 45 of Find Classmates in one task blocked a phone's
 * main thread for 80–100 ms at 4× (bench/RESULTS.md, "A page's scripts asked for at once").
 * They are all asked for long before main.js has arrived and run.
 */
function preloadInTasks(addresses: string[]): void {
  document.head.append(...addresses.slice(0, PER_TASK).map(preloadLink));
  if (addresses.length > PER_TASK) setTimeout(() => preloadInTasks(addresses.slice(PER_TASK)));
}

/**
 * A preload that matches how the page then asks for `address`, so the browser uses it rather
 * than fetching twice: a script element (no CORS) for a script, `fetch()` (CORS, same-origin
 * credentials) for a section's manifest.
 */
function preloadLink(address: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  const manifest = /\.json(?:\?|$)/.test(address);
  link.setAttribute('as', manifest ? 'fetch' : 'script');
  if (manifest) link.setAttribute('crossorigin', 'anonymous');
  link.href = address;
  return link;
}
