import {
  type InsightsColumn,
  insightsColumnText,
  type InsightsField,
  type InsightsTableProfile,
  isInsightsAnswerField,
  shortMonthDay,
} from '@reunion/contracts';
import { Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { AttendanceTag } from './AttendanceTag';
import type { SortKey, TableSort } from './sortProfiles';
import { namedPageArrows } from '../common/namedPageArrows';

export const NO_MATCH_TEXT = 'No profiles found matching your criteria.';
const PAGE_SIZES = [20, 50, 100];

interface Props {
  /** The reader's columns (contracts' insightsColumnsFor). */
  readonly columns: readonly InsightsColumn[];
  readonly rows: readonly InsightsTableProfile[];
  readonly sort: TableSort | null;
  readonly onSort: (sort: TableSort | null) => void;
  readonly page: number;
  readonly pageSize: number;
  readonly onPage: (page: number, pageSize: number) => void;
}

/**
 * How a one-field column's cells read where they are more than its text (contracts'
 * insightsColumnText): an answer as its tag, the arrival as 'Jun 26'.
 */
function cellOf(field: InsightsField): ((row: InsightsTableProfile) => ReactNode) | undefined {
  if (isInsightsAnswerField(field)) return (row) => <AttendanceTag value={row[field]} />;
  if (field === 'arrivalDate') return (row) => shortMonthDay(row.arrivalDate);
  return undefined;
}

/** The reader's columns as antd's, in the field table's order. */
function columnsFor(
  columns: readonly InsightsColumn[],
  sort: TableSort | null,
): TableColumnsType<InsightsTableProfile> {
  // Sorting is done by the page (sortProfiles), so the CSV follows the same order: `sorter:
  // true` makes antd only report the clicks.
  return columns.map((column) => {
    const [only] = column.fields;
    const cell = column.fields.length === 1 && only ? cellOf(only) : undefined;
    return {
      title: column.title,
      key: column.key,
      sorter: true,
      sortOrder: sort?.key === column.key ? sort.order : null,
      render: (_, row) => (cell ? cell(row) : insightsColumnText(row, column) || '—'),
    };
  });
}

/**
 * The All Profiles table (docs/pages.md, "Insights"). Paged (a class can have hundreds of rows),
 * scrolling sideways on a phone rather than squeezing its columns.
 */
export function ProfilesTable({ columns, rows, sort, onSort, page, pageSize, onPage }: Props) {
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
      columns={columnsFor(columns, sort)}
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
        itemRender: namedPageArrows,
      }}
    />
  );
}
