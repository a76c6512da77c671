import {
  emptyInsightsTableFilters,
  filterInsightsProfiles,
  insightsColumnsFor,
  insightsCsv,
  insightsCsvFileName,
  type InsightsReader,
  type InsightsTableFilters,
} from '@reunion/contracts';
import { useQuery } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Typography } from 'antd';
// eslint-disable-next-line no-restricted-imports -- the table is drawn only in the browser, once its place nears the screen
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { insightsProfilesQuery } from '../api/insightsQuery';
import { ProfilesFilters } from './ProfilesFilters';
import { sortProfiles, type TableSort } from './sortProfiles';
import { downloadFile } from '@reunion/web-kit';

const DEFAULT_PAGE_SIZE = 20;

/** The byte-order mark makes Excel read the file as UTF-8, so 'Hôtel' keeps its accent. */
const csvBlob = (csv: string) => new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });

// antd's Table (and the table's own code) is a chunk fetched and run when the table is drawn:
// evaluating it was one of the page's longest tasks on a phone, for a table below the fold.
const ProfilesTable = lazy(() =>
  import('./ProfilesTable').then((module) => ({ default: module.ProfilesTable })),
);

/**
 * The All Profiles tab (docs/pages.md, "Insights"): filters, the sortable paged table and a CSV of
 * exactly what the table holds (filtered and sorted, every page).
 */
// No title: antd draws a skeleton's title as an <h3>, out of the page's heading order.
const tableSkeleton = <Skeleton active title={false} paragraph={{ rows: 8 }} />;

export function ProfilesTab({ reader }: { readonly reader: InsightsReader }) {
  // The table's and the CSV's: a classmate's has no column that would always be empty.
  const columns = insightsColumnsFor(reader);
  // A whole class's rows, checked against the contract (whose code is a chunk of its own), are
  // fetched once their place nears the screen: on a phone the tab opens just below the first
  // screen, and parsing them was the longest task of the page's load.
  const { ref: rowsSpot, inView: rowsWanted } = useInView({
    triggerOnce: true,
    fallbackInView: true,
    rootMargin: '200px',
  });
  const arrived = useQuery({ ...insightsProfilesQuery, enabled: rowsWanted }).data;
  // The rows arrive through a store, whose updates React renders in one go; deferred, the
  // table is drawn in slices between which a tap is answered (a long task on a phone else).
  // The first render is without them, as on the server (which does not fetch them): rows that
  // arrived before this part is taken over would otherwise not match the server's markup.
  // (null, not undefined: React reads an undefined initial value as none given.)
  const profiles = useDeferredValue(arrived ?? null, null);
  const [filters, setFilters] = useState<InsightsTableFilters>(emptyInsightsTableFilters);
  const [sort, setSort] = useState<TableSort | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // Twenty rows of seven columns are the page's longest drawing on a phone, and on one they
  // sit below the four cards and the filters: drawn once their place reaches the screen.
  const { ref: tableSpot, inView } = useInView({ triggerOnce: true, fallbackInView: true });
  // Deferred: drawn in a transition, which React splits into slices a tap can come between
  // (the observer's update alone would draw the whole table in one task).
  const tableNear = useDeferredValue(inView);

  const rows = useMemo(
    () => sortProfiles(filterInsightsProfiles(profiles ?? [], filters), sort),
    [profiles, filters, sort],
  );

  if (!profiles) return <div ref={rowsSpot}>{tableSkeleton}</div>;

  return (
    <Flex vertical gap={16}>
      <ProfilesFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          // A narrower list may not reach the page being shown.
          setPage(1);
        }}
      />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" role="status">
          {rows.length === 1 ? '1 profile' : `${rows.length} profiles`}
        </Typography.Text>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={rows.length === 0}
          onClick={() =>
            downloadFile(csvBlob(insightsCsv(rows, columns)), insightsCsvFileName(new Date()))
          }
        >
          Download CSV
        </Button>
      </Flex>
      <div ref={tableSpot}>
        {tableNear ? (
          <Suspense fallback={tableSkeleton}>
            <ProfilesTable
              columns={columns}
              rows={rows}
              sort={sort}
              onSort={setSort}
              page={page}
              pageSize={pageSize}
              onPage={(nextPage, nextSize) => {
                setPage(nextSize === pageSize ? nextPage : 1);
                setPageSize(nextSize);
              }}
            />
          </Suspense>
        ) : (
          tableSkeleton
        )}
      </div>
    </Flex>
  );
}
