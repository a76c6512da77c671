import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  directoryQueryString,
  paginate,
  type DirectoryFirstView,
  type DirectoryPage,
  type DirectoryQueryState,
} from '@reunion/contracts';
import { routeQueryKey } from '@reunion/web-kit';
import { directoryFirstViewQuery } from '../api/directoryQuery';

/** The address without its page: the search, filters and sort it shows. */
const searchOf = (state: DirectoryQueryState) => directoryQueryString({ ...state, page: 1 });

/**
 * The view the server rendered this page with, if it did: the page shows it (`view`) until the
 * visitor searches, filters or pages, and only then is the whole list fetched. It serves this
 * visit only (the cache lets it go once read), so coming back later loads the list as before.
 *
 * While only the page has changed since, `otherPage` is that page of the same results with its
 * cards left out (they come with the whole list): the count and the pages are the first view's,
 * so the results' summary and page buttons stay on screen while the list loads.
 */
export function useFirstView(state: DirectoryQueryState): {
  view: DirectoryFirstView | undefined;
  otherPage: DirectoryPage<null> | undefined;
} {
  const queryClient = useQueryClient();
  const query = directoryQueryString(state);
  const [first] = useState(() => ({
    query,
    search: searchOf(state),
    view: queryClient.getQueryData(directoryFirstViewQuery(query).queryKey),
  }));
  useEffect(() => {
    queryClient.removeQueries({ queryKey: routeQueryKey('directoryView') });
  }, [queryClient]);
  const samePages =
    first.view !== undefined && first.query !== query && first.search === searchOf(state);
  const total = first.view?.total ?? 0;
  // paginate's own rules (a page past the end is the last) over placeholders, one per result.
  const otherPage = useMemo(
    () => (samePages ? paginate(new Array<null>(total).fill(null), state.page) : undefined),
    [samePages, total, state.page],
  );
  return { view: first.query === query ? first.view : undefined, otherPage };
}
