import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  directoryQueryEntries,
  parseDirectoryQuery,
  type DirectoryQueryState,
} from '@reunion/contracts';

export type DirectoryStateChange = (current: DirectoryQueryState) => DirectoryQueryState;

/**
 * The filters, sort and page live in the address (contracts' directory query), so a search can
 * be shared, survives a reload, and Back from a profile returns to the same page of results.
 */
export function useDirectoryState() {
  const [params, setParams] = useSearchParams();
  const parsed = useMemo(() => parseDirectoryQuery(params), [params]);
  // The same filters object while only the page changes: filtering and sorting 2,000 cards
  // (and the seven selects) are memoised on it, so a page change only slices.
  const filtersKey = JSON.stringify(parsed.filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => parsed.filters, [filtersKey]);
  const state = useMemo(
    () => ({ filters, sort: parsed.sort, page: parsed.page }),
    [filters, parsed.sort, parsed.page],
  );
  const update = useCallback(
    (change: DirectoryStateChange, options: { replace?: boolean } = {}) => {
      // From the address as it is now, not as this render saw it: a debounced search and a
      // click may land in the same tick.
      setParams((current) => directoryQueryEntries(change(parseDirectoryQuery(current))), {
        replace: options.replace,
      });
    },
    [setParams],
  );
  return { state, update };
}
