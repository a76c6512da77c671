import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '@reunion/web-kit';

/**
 * GET /api/directory: every published profile as a lean card, filtered, sorted and paged in the
 * browser (the README's design notes say why). Unlike the site's other queries it is revalidated each
 * time the page mounts: the profile section refreshes only its own keys after a save, and the
 * server's ETag makes an unchanged list a cheap 304 while the cached cards show at once.
 */
export const directoryQuery = queryOptions({ ...apiQuery('directory'), staleTime: 0 });

/**
 * GET /api/directory/view for one address (its canonical query string): the page of cards the
 * server renders Find Classmates with, handed to the browser in the page (useFirstView).
 */
export const directoryFirstViewQuery = (query: string) =>
  apiQuery('directoryView', { query: Object.fromEntries(new URLSearchParams(query)) });
