import {
  type Attending,
  type InsightsColumn,
  insightsColumns,
  insightsColumnText,
  isInsightsAnswerField,
  type InsightsTableProfile,
} from '@reunion/contracts';

/** A column's key (contracts' insightsColumns). */
export type SortKey = string;
export type SortOrder = 'ascend' | 'descend';
export interface TableSort {
  key: SortKey;
  order: SortOrder;
}

/** Attending first, then maybe, then not attending: the order people read the answers in. */
const answerRank: Record<Attending, number> = { yes: 0, maybe: 1, no: 2 };

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Answers sort by their rank, every other column by its text; an empty one is null. */
function valueOf(row: InsightsTableProfile, column: InsightsColumn): string | number | null {
  const [only] = column.fields;
  if (column.fields.length === 1 && only && isInsightsAnswerField(only))
    return answerRank[row[only]];
  // ISO dates sort as text.
  return insightsColumnText(row, column) || null;
}

/**
 * The table's rows in the chosen order, the CSV's too. Empty values go last in both
 * directions (a blank company is never the "top" one), and equal values keep the given
 * order, so the sort is stable. Names compare accent- and case-insensitively.
 */
export function sortProfiles<T extends InsightsTableProfile>(
  rows: readonly T[],
  sort: TableSort | null,
): T[] {
  const column = insightsColumns.find((candidate) => candidate.key === sort?.key);
  if (!sort || !column) return [...rows];
  const direction = sort.order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a, column);
    const y = valueOf(b, column);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : collator.compare(String(x), String(y));
    return order * direction;
  });
}
