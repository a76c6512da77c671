import { useDeferredValue, useMemo } from 'react';
import {
  countryOptions,
  filterDirectory,
  paginate,
  sortDirectory,
  type DirectoryCard,
  type DirectoryQueryState,
} from '@reunion/contracts';

/**
 * What the page shows: the contracts' filter, sort and paging rules over the cached list. The
 * search text comes from the box (deferred, so React renders the results at low priority and a
 * key press is never held up by them), everything else from the address. Filtering and sorting
 * are memoised apart from paging, so changing page only slices.
 */
export function useDirectoryView(
  cards: readonly DirectoryCard[] | undefined,
  state: DirectoryQueryState,
  searchText: string,
) {
  const text = useDeferredValue(searchText);
  const list = cards ?? [];
  const filters = useMemo(() => ({ ...state.filters, text }), [state.filters, text]);
  const results = useMemo(
    () => sortDirectory(filterDirectory(list, filters), state.sort),
    // `list` is a new empty array while loading; `cards` is the stable identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cards, filters, state.sort],
  );
  // Text still on its way to the address belongs to a new search, which starts on page 1.
  const page = text.trim() === state.filters.text.trim() ? state.page : 1;
  const view = useMemo(() => paginate(results, page), [results, page]);
  const countries = useMemo(
    () => countryOptions(list, state.filters.country),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cards, state.filters.country],
  );
  return { view, countries, searching: text !== searchText };
}
