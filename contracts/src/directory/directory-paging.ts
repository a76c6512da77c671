/** Six profiles a page (docs/pages.md, "Find Classmates"). */
export const DIRECTORY_PAGE_SIZE = 6;

export interface DirectoryPage<T> {
  items: T[];
  /** 1-based, clamped into the pages that exist (1 for an empty list). */
  page: number;
  /** 0 for an empty list. */
  pageCount: number;
  total: number;
}

/**
 * One page of a list. A page past the end (an old shared link, a list that shrank) shows the
 * last page rather than nothing; anything below 1 or not a whole number shows the first.
 */
export function paginate<T>(
  entries: readonly T[],
  page: number,
  pageSize: number = DIRECTORY_PAGE_SIZE,
): DirectoryPage<T> {
  const total = entries.length;
  const pageCount = Math.ceil(total / pageSize);
  const wanted = Number.isInteger(page) ? page : 1;
  const current = Math.min(Math.max(wanted, 1), Math.max(pageCount, 1));
  const start = (current - 1) * pageSize;
  return { items: entries.slice(start, start + pageSize), page: current, pageCount, total };
}

export const PAGE_GAP = 'gap';
export type PageButton = number | typeof PAGE_GAP;

/**
 * The numbered buttons to show. 2,000 profiles make 334 pages: all of them would not fit, so
 * the first, the last and the current with its neighbours are shown, with gaps between. The
 * count of slots stays the same (7 at most) wherever the current page is, so the buttons do not
 * jump under the pointer; a gap never stands for a single page.
 */
export function pageButtons(current: number, pageCount: number): PageButton[] {
  const slots = 7;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, index) => index + 1);
  // As paginate reads it: anything not a whole number (NaN from a bad link) is the first page.
  const page = Math.min(Math.max(Number.isInteger(current) ? current : 1, 1), pageCount);
  if (page <= 4) return [1, 2, 3, 4, 5, PAGE_GAP, pageCount];
  if (page >= pageCount - 3)
    return [1, PAGE_GAP, ...Array.from({ length: 5 }, (_, index) => pageCount - 4 + index)];
  return [1, PAGE_GAP, page - 1, page, page + 1, PAGE_GAP, pageCount];
}

/** "Showing 7–12 of 40": the 1-based positions of a page's first and last entries. */
export function pageRange(page: DirectoryPage<unknown>, pageSize: number = DIRECTORY_PAGE_SIZE) {
  if (page.total === 0) return { first: 0, last: 0 };
  const first = (page.page - 1) * pageSize + 1;
  return { first, last: first + page.items.length - 1 };
}
