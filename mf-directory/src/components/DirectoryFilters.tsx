import { memo, type CSSProperties } from 'react';
import { Button } from 'antd';
import {
  directoryFilterOptions,
  type DirectoryFilters as Filters,
  type DirectoryOption,
  type DirectorySort,
} from '@reunion/contracts';
import { LabelledSelect } from './LabelledSelect';

const row: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
  gap: 12,
  alignItems: 'end',
};

type SelectFilter = Exclude<keyof Filters, 'text'>;

/**
 * The six select filters and the sort (docs/pages.md, "Find Classmates"), each "All" by default.
 * Memoised: typing in the search box re-renders the page on every key, and seven selects need not
 * follow.
 */
export const DirectoryFilters = memo(function DirectoryFilters({
  filters,
  sort,
  countries,
  onFilter,
  onSort,
  onClear,
}: {
  filters: Filters;
  sort: DirectorySort;
  countries: readonly DirectoryOption[];
  onFilter: <K extends SelectFilter>(key: K, value: Filters[K]) => void;
  onSort: (sort: DirectorySort) => void;
  onClear?: () => void;
}) {
  const o = directoryFilterOptions;
  return (
    <div style={row} role="group" aria-label="Filters and sort">
      <LabelledSelect
        label="Industry"
        value={filters.industry}
        options={o.industry}
        onChange={(value) => onFilter('industry', value)}
      />
      <LabelledSelect
        label="Attendees"
        value={filters.attendees}
        options={o.attendees}
        onChange={(value) => onFilter('attendees', value)}
      />
      <LabelledSelect
        label="Country"
        value={filters.country}
        options={countries}
        onChange={(value) => onFilter('country', value)}
        searchable
      />
      <LabelledSelect
        label="Accommodation"
        value={filters.accommodation}
        options={o.accommodation}
        onChange={(value) => onFilter('accommodation', value)}
      />
      <LabelledSelect
        label="Accommodation town"
        value={filters.accommodationTown}
        options={o.accommodationTown}
        onChange={(value) => onFilter('accommodationTown', value)}
      />
      <LabelledSelect
        label="Kids"
        value={filters.kids}
        options={o.kids}
        onChange={(value) => onFilter('kids', value)}
      />
      <LabelledSelect label="Sort by" value={sort} options={o.sort} onChange={onSort} />
      {onClear && (
        <Button type="link" onClick={onClear} style={{ justifySelf: 'start' }}>
          Clear filters
        </Button>
      )}
    </div>
  );
});
