import type { DehydratedState } from '@tanstack/react-query';
import type { RemoteRegistry } from '@reunion/contracts';

/** The id of the <script type="application/json"> holding a server-rendered page's state. */
export const SSR_STATE_ID = 'reunion-ssr-state';

/**
 * What a server-rendered page hands the browser, so its first render is the server's: the data
 * the page showed (react-query's cache) and the sections' URLs it was rendered with (so the
 * browser loads the very versions the server used, even if the registry changed since).
 */
export interface SsrState {
  dehydrated: DehydratedState;
  registry: RemoteRegistry;
}

/** JSON for inside a <script> element: no `</script>` or `<!--` can end or bend it. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state of a server-rendered page, or null when the page was not rendered on the server. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as SsrState;
}
