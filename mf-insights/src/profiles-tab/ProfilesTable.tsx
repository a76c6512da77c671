import { insightsFullName, shortMonthDay, type InsightsTableProfile } from '@reunion/contracts';
import { Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { AttendanceTag } from './AttendanceTag';
import type { SortKey, TableSort } from './sortProfiles';

export const NO_MATCH_TEXT = 'No profiles found matching your criteria.';
const PAGE_SIZES = [20, 50, 100];

interface Props {
  readonly rows: readonly InsightsTableProfile[];
  readonly sort: TableSort | null;
  readonly onSort: (sort: TableSort | null) => void;
  readonly page: number;
  readonly pageSize: number;
  readonly onPage: (page: number, pageSize: number) => void;
}

const empty = (text: string | null) => text || '—';

function columnsFor(sort: TableSort | null): TableColumnsType<InsightsTableProfile> {
  // Sorting is done by the page (sortProfiles), so the CSV follows the same order: `sorter:
  // true` makes antd only report the clicks.
  const sortable = (key: SortKey) => ({
    key,
    sorter: true,
    sortOrder: sort?.key === key ? sort.order : null,
  });
  return [
    {
      title: 'Name',
      ...sortable('name'),
      render: (_, row) => insightsFullName(row),
    },
    { title: 'Email', ...sortable('email'), render: (_, row) => empty(row.email) },
    { title: 'Company', ...sortable('company'), render: (_, row) => empty(row.company) },
    {
      title: 'Reunion',
      ...sortable('reunion'),
      render: (_, row) => <AttendanceTag value={row.attending} />,
    },
    {
      title: 'Paris',
      ...sortable('paris'),
      render: (_, row) => <AttendanceTag value={row.parisGathering} />,
    },
    {
      title: 'Arrival',
      ...sortable('arrival'),
      render: (_, row) => shortMonthDay(row.arrivalDate),
    },
    { title: 'Accommodation', ...sortable('accommodation'), dataIndex: 'accommodation' },
  ];
}

/**
 * The All Profiles table (docs/pages.md, "Insights"). Paged (a class can have hundreds of rows),
 * scrolling sideways on a phone rather than squeezing seven columns.
 */
export function ProfilesTable({ rows, sort, onSort, page, pageSize, onPage }: Props) {
  const onChange: TableProps<InsightsTableProfile>['onChange'] = (
    _pagination,
    _filters,
    sorter,
  ) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = single?.columnKey as SortKey | undefined;
    onSort(key && single?.order ? { key, order: single.order } : null);
  };
  return (
    <Table<InsightsTableProfile>
      rowKey="id"
      size="middle"
      columns={columnsFor(sort)}
      // Only the page shown: antd's table walks all it is given on every render (keys,
      // sorting, paging), 2,000 rows at a class's size. With `total`, it shows what it gets.
      dataSource={rows.slice((page - 1) * pageSize, page * pageSize)}
      onChange={onChange}
      scroll={{ x: 900 }}
      // In the text colour: antd's empty state is drawn in its disabled grey (1.8:1).
      locale={{ emptyText: <Typography.Text type="secondary">{NO_MATCH_TEXT}</Typography.Text> }}
      pagination={{
        current: page,
        pageSize,
        total: rows.length,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        hideOnSinglePage: false,
        showTotal: (total, [from, to]) => `${from}–${to} of ${total} profiles`,
        onChange: onPage,
      }}
    />
  );
}
