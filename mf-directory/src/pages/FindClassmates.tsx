import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import {
  defaultDirectoryQueryState,
  directoryQueryString,
  hasActiveFilters,
  parseDirectoryQuery,
  type DirectorySelectFilter,
  type DirectorySelectFilters,
  type DirectorySort,
} from '@reunion/contracts';
import { type PagePrefetch, usePageTitle } from '@reunion/web-kit';
import { CardSkeletons } from '../components/CardSkeletons';
import { ClassmateList } from '../components/ClassmateList';
import { DirectoryError } from '../components/DirectoryError';
import { DirectoryFilters } from '../components/DirectoryFilters';
import { DirectoryPagination } from '../components/DirectoryPagination';
import { EmptyResults } from '../components/EmptyResults';
import { ResultsSummary } from '../components/ResultsSummary';
import { SearchField } from '../components/SearchField';
import { directoryFirstViewQuery, directoryQuery } from '../api/directoryQuery';
import { useDirectoryState } from '../search/useDirectoryState';
import { useDirectoryView } from '../search/useDirectoryView';
import { useFirstView } from '../search/useFirstView';
import { usePageTransition } from '../search/usePageTransition';
import { useSearchText } from '../search/useSearchText';
import { useSearchWarmUp } from '../search/useSearchWarmUp';

const { Paragraph, Title } = Typography;

// One element for every render: the page re-renders as results follow the typing, and React
// skips an element it has already drawn (antd's Typography is not free on a slowed phone).
const heading = (
  <div>
    <Title id="find-classmates-title" level={1} style={{ marginBottom: 4 }}>
      Find Classmates
    </Title>
    <Paragraph type="secondary" style={{ margin: 0 }}>
      Search the class directory and reconnect before the reunion.
    </Paragraph>
  </div>
);

/**
 * Find Classmates (/search and /browse), exposed as mf_directory/FindClassmates: the published
 * profiles with search, filters, sort and six cards a page (docs/pages.md, "Find Classmates").
 */
export default function FindClassmates() {
  usePageTitle('Find Classmates');
  const { state, selects, update } = useDirectoryState();
  const { view: firstView, otherPage } = useFirstView(state);
  // With the server's first view on screen, the whole list waits for the visitor to reach for
  // the search or the filters (or for any change of address, which has no first view).
  const [listWanted, setListWanted] = useState(false);
  const wantList = useCallback(() => setListWanted(true), []);
  const cards = useQuery({ ...directoryQuery, enabled: !firstView || listWanted });
  useSearchWarmUp(cards.data);

  const commitText = useCallback(
    (text: string) =>
      update((current) => ({ ...current, filters: { ...current.filters, text }, page: 1 }), {
        replace: true,
      }),
    [update],
  );
  const search = useSearchText(state.filters.text, commitText);
  const { text } = search;
  const computed = useDirectoryView(cards.data, state, selects, text);
  const shown =
    !cards.data && firstView && text === state.filters.text
      ? { view: firstView, countries: firstView.countries }
      : computed;
  const { view, countries } = shown;
  const loading = shown === computed && cards.isPending;
  // A change of page before the whole list has arrived: only the cards wait for it. The summary
  // and the page buttons stay, so the button pressed keeps the focus and the new range is
  // announced, as on every later change (docs/pages.md, "Find Classmates").
  const waitingPage = loading && text === state.filters.text ? otherPage : undefined;
  const results = waitingPage ?? view;
  const gridRef = usePageTransition(results.page);

  const setFilter = useCallback(
    <K extends DirectorySelectFilter>(key: K, value: DirectorySelectFilters[K]) =>
      update((current) => ({
        ...current,
        filters: { ...current.filters, [key]: value },
        page: 1,
      })),
    [update],
  );
  const setSort = useCallback(
    (sort: DirectorySort) => update((current) => ({ ...current, sort, page: 1 })),
    [update],
  );
  const setPage = useCallback(
    (page: number) => update((current) => ({ ...current, page })),
    [update],
  );
  const filtered = hasActiveFilters({ ...state.filters, text });
  const { clear: clearText } = search;
  const clearFilters = useCallback(() => {
    clearText();
    update((current) => ({ ...defaultDirectoryQueryState, sort: current.sort }));
  }, [clearText, update]);
  const clear = filtered ? clearFilters : undefined;

  return (
    <section
      aria-labelledby="find-classmates-title"
      style={{ maxWidth: 1200, margin: '0 auto', display: 'grid', gap: 20 }}
    >
      {heading}

      <search style={{ display: 'grid', gap: 12 }} onFocus={wantList} onPointerDown={wantList}>
        <SearchField reset={search.reset} onSearch={search.setText} />
        <DirectoryFilters
          filters={selects}
          sort={state.sort}
          countries={countries}
          onFilter={setFilter}
          onSort={setSort}
          onClear={clear}
        />
      </search>

      {loading && !waitingPage ? (
        <CardSkeletons />
      ) : cards.isError && !cards.data ? (
        <DirectoryError error={cards.error} onRetry={() => void cards.refetch()} />
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <ResultsSummary view={results} />
          {waitingPage ? (
            <CardSkeletons gridRef={gridRef} />
          ) : view.total === 0 ? (
            <EmptyResults onClear={clear} />
          ) : (
            <ClassmateList cards={view.items} gridRef={gridRef} />
          )}
          <DirectoryPagination page={results.page} pageCount={results.pageCount} onPage={setPage} />
        </div>
      )}
    </section>
  );
}

/** The server renders the address's page of cards from its first view (useFirstView). */
export const prefetch: PagePrefetch = ({ queryClient, search }) =>
  queryClient.prefetchQuery(
    directoryFirstViewQuery(directoryQueryString(parseDirectoryQuery(search))),
  );
