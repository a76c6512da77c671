import { insightsFullName, type Attending, type InsightsTableProfile } from '@reunion/contracts';

export type SortKey =
  'name' | 'email' | 'company' | 'reunion' | 'paris' | 'arrival' | 'accommodation';
export type SortOrder = 'ascend' | 'descend';
export interface TableSort {
  key: SortKey;
  order: SortOrder;
}

/** Attending first, then maybe, then not attending: the order people read the answers in. */
const answerRank: Record<Attending, number> = { yes: 0, maybe: 1, no: 2 };

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function valueOf(row: InsightsTableProfile, key: SortKey): string | number | null {
  switch (key) {
    case 'name':
      return insightsFullName(row);
    case 'email':
      return row.email || null;
    case 'company':
      return row.company || null;
    case 'reunion':
      return answerRank[row.attending];
    case 'paris':
      return answerRank[row.parisGathering];
    case 'arrival':
      // ISO dates sort as text.
      return row.arrivalDate;
    case 'accommodation':
      return row.accommodation;
  }
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
  if (!sort) return [...rows];
  const direction = sort.order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a, sort.key);
    const y = valueOf(b, sort.key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : collator.compare(String(x), String(y));
    return order * direction;
  });
}
