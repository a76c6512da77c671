import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  directoryQueryEntries,
  parseDirectoryQuery,
  type DirectoryQueryState,
  type DirectorySelectFilters,
} from '@reunion/contracts';

export type DirectoryStateChange = (current: DirectoryQueryState) => DirectoryQueryState;

/**
 * The filters, sort and page live in the address (contracts' directory query), so a search can
 * be shared, survives a reload, and Back from a profile returns to the same page of results.
 */
export function useDirectoryState() {
  const [params, setParams] = useSearchParams();
  const parsed = useMemo(() => parseDirectoryQuery(params), [params]);
  // The same selects object while only the text or the page changes: sorting and filtering
  // 2,000 cards, and the seven selects, are memoised on it, so writing the typed text to the
  // address (or changing page) re-renders and recomputes nothing but the page's frame.
  const { text, ...selectValues } = parsed.filters;
  const selectsKey = JSON.stringify(selectValues);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const selects: DirectorySelectFilters = useMemo(() => selectValues, [selectsKey]);
  const filters = useMemo(() => ({ ...selects, text }), [selects, text]);
  const state = useMemo(
    () => ({ filters, sort: parsed.sort, page: parsed.page }),
    [filters, parsed.sort, parsed.page],
  );
  // react-router makes a new setter whenever the address changes; the page's handlers (and the
  // memoised parts they are handed to) keep one identity by calling the newest through a ref.
  const latestSetParams = useRef(setParams);
  useLayoutEffect(() => {
    latestSetParams.current = setParams;
  }, [setParams]);
  const update = useCallback(
    (change: DirectoryStateChange, options: { replace?: boolean } = {}) => {
      latestSetParams.current(
        (current) => directoryQueryEntries(change(parseDirectoryQuery(current))),
        { replace: options.replace },
      );
    },
    [],
  );
  return { state, selects, update };
}
