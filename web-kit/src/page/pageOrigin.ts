import { useContext } from 'react';
import { sharedContext } from './sharedContext.js';

/** Where the visitor reached the site: the scheme, host and port their browser shows. */
export interface PageOrigin {
  origin: string;
  host: string;
}

/** Provided by the server while it renders a page (the address the visitor asked for). */
export const PageOriginContext = sharedContext<PageOrigin | null>('page-origin', null);

/**
 * The page's origin, the same on the server and in the browser (a link built from it must
 * render alike on both, or hydration would keep the server's).
 */
export function usePageOrigin(): PageOrigin {
  const server = useContext(PageOriginContext);
  return server ?? { origin: window.location.origin, host: window.location.host };
}
