import { memo, useId, useMemo, useState } from 'react';
import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import {
  activeSelectFilterCount,
  directoryFilterOptions,
  type DirectoryOption,
  type DirectorySelectFilter,
  type DirectorySelectFilters,
  type DirectorySort,
} from '@reunion/contracts';
import { FILTERS_FOLD_CSS, filtersFoldClass } from './filtersFold';
import { LabelledSelect } from './LabelledSelect';

type OnFilter = <K extends DirectorySelectFilter>(key: K, value: DirectorySelectFilters[K]) => void;

/** One setter per filter, made once per `onFilter`, so each memoised select keeps its props. */
function useFilterSetters(onFilter: OnFilter) {
  return useMemo(() => {
    const setter =
      <K extends DirectorySelectFilter>(key: K) =>
      (value: DirectorySelectFilters[K]) =>
        onFilter(key, value);
    return {
      industry: setter('industry'),
      attendees: setter('attendees'),
      country: setter('country'),
      accommodation: setter('accommodation'),
      accommodationTown: setter('accommodationTown'),
      kids: setter('kids'),
    };
  }, [onFilter]);
}

/**
 * The six select filters and the sort (docs/pages.md, "Find Classmates"), each "All" by default;
 * on a phone folded behind a "Filters" button that counts the filters in use (filtersFold.ts).
 * Memoised: the selects' values are kept apart from the search text, so typing (and writing
 * the text to the address) never re-renders seven selects.
 */
export const DirectoryFilters = memo(function DirectoryFilters({
  filters,
  sort,
  countries,
  onFilter,
  onSort,
  onClear,
}: {
  filters: DirectorySelectFilters;
  sort: DirectorySort;
  countries: readonly DirectoryOption[];
  onFilter: OnFilter;
  onSort: (sort: DirectorySort) => void;
  onClear?: () => void;
}) {
  const o = directoryFilterOptions;
  const set = useFilterSetters(onFilter);
  const panelId = useId();
  const [unfolded, setUnfolded] = useState(false);
  const inUse = activeSelectFilterCount(filters);
  return (
    <div className={filtersFoldClass.root}>
      <style>{FILTERS_FOLD_CSS}</style>
      <Button
        className={filtersFoldClass.toggle}
        icon={<FilterOutlined aria-hidden="true" />}
        aria-expanded={unfolded}
        aria-controls={panelId}
        onClick={() => setUnfolded((open) => !open)}
      >
        {inUse > 0 ? `Filters (${inUse})` : 'Filters'}
      </Button>
      <div
        id={panelId}
        className={filtersFoldClass.panel}
        data-folded={!unfolded}
        role="group"
        aria-label="Filters and sort"
      >
        <LabelledSelect
          label="Industry"
          value={filters.industry}
          options={o.industry}
          onChange={set.industry}
        />
        <LabelledSelect
          label="Attendees"
          value={filters.attendees}
          options={o.attendees}
          onChange={set.attendees}
        />
        <LabelledSelect
          label="Country"
          value={filters.country}
          options={countries}
          onChange={set.country}
          searchable
        />
        <LabelledSelect
          label="Accommodation"
          value={filters.accommodation}
          options={o.accommodation}
          onChange={set.accommodation}
        />
        <LabelledSelect
          label="Accommodation town"
          value={filters.accommodationTown}
          options={o.accommodationTown}
          onChange={set.accommodationTown}
        />
        <LabelledSelect label="Kids" value={filters.kids} options={o.kids} onChange={set.kids} />
        <LabelledSelect label="Sort by" value={sort} options={o.sort} onChange={onSort} />
        {onClear && (
          <Button type="link" onClick={onClear} style={{ justifySelf: 'start' }}>
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
});
