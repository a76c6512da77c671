import { useMemo } from 'react';
import {
  countryOptions,
  filterDirectory,
  paginate,
  sortDirectory,
  type DirectoryCard,
  type DirectoryQueryState,
  type DirectorySelectFilters,
} from '@reunion/contracts';

/**
 * What the page shows: the contracts' filter, sort and paging rules over the cached list. The
 * search text is the box's (handed over in a transition), the selects, sort and page come from
 * the address. Each step is memoised on what it reads: a key press filters the list sorted
 * once, and a page change only slices.
 *
 * Sorting first and filtering the sorted list gives what contracts' directoryView gives
 * (filter, then sort): every sort is a total order (ties go by id), and filtering keeps the
 * order. It keeps sorting 2,000 cards off every key press.
 */
export function useDirectoryView(
  cards: readonly DirectoryCard[] | undefined,
  state: DirectoryQueryState,
  selects: DirectorySelectFilters,
  text: string,
) {
  const sorted = useMemo(() => sortDirectory(cards ?? [], state.sort), [cards, state.sort]);
  const filters = useMemo(() => ({ ...selects, text }), [selects, text]);
  const results = useMemo(() => filterDirectory(sorted, filters), [sorted, filters]);
  // Text still on its way to the address belongs to a new search, which starts on page 1.
  const page = text.trim() === state.filters.text.trim() ? state.page : 1;
  const view = useMemo(() => paginate(results, page), [results, page]);
  const countries = useMemo(
    () => countryOptions(cards ?? [], selects.country),
    [cards, selects.country],
  );
  return { view, countries };
}
