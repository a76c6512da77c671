import { useContext } from 'react';
import { sharedContext } from './sharedContext.js';

/**
 * What a page says about itself beyond its markup, gathered while the server renders it: its
 * title, and its status (404 for the not-found screen). In the browser there is no collector:
 * the title goes to `document.title`.
 */
export interface PageHead {
  title?: string;
  status?: number;
  /** Where the page would send the visitor at once (a route guard): the browser does that. */
  redirect?: string;
}

export const PageHeadContext = sharedContext<PageHead | null>('page-head', null);

/** The server's collector, or null in the browser. */
export function usePageHead(): PageHead | null {
  return useContext(PageHeadContext);
}
