import { queryOptions } from '@tanstack/react-query';
import { apiQuery, callApi } from '@reunion/web-kit';

/**
 * The list's own schema, loaded beside the request: the route table would bring every route's
 * schemas, made at once, on the way to the visitor's first search.
 */
const directoryCardsAnswer = async () =>
  (await import(/* webpackExports: ["directoryCardListSchema"] */ '@reunion/contracts'))
    .directoryCardListSchema;

/**
 * GET /api/directory: every published profile as a lean card, filtered, sorted and paged in the
 * browser (the README's design notes say why). Unlike the site's other queries it is revalidated each
 * time the page mounts: the profile section refreshes only its own keys after a save, and the
 * server's ETag makes an unchanged list a cheap 304 while the cached cards show at once.
 */
export const directoryQuery = queryOptions({
  ...apiQuery('directory'),
  queryFn: ({ signal }) => callApi('directory', { signal, answerSchema: directoryCardsAnswer }),
  staleTime: 0,
});

/**
 * GET /api/directory/view for one address (its canonical query string): the page of cards the
 * server renders Find Classmates with, handed to the browser in the page (useFirstView).
 */
export const directoryFirstViewQuery = (query: string) =>
  apiQuery('directoryView', { query: Object.fromEntries(new URLSearchParams(query)) });
