import { filterDirectory, type DirectoryFilterable } from './directory-filters.js';
import { paginate, type DirectoryPage } from './directory-paging.js';
import type { DirectoryQueryState } from './directory-query.js';
import { sortDirectory, type DirectorySortable } from './directory-sort.js';

/** Filters, then sorts, then pages: what a directory address shows of a list. */
export function directoryView<T extends DirectoryFilterable & DirectorySortable>(
  entries: readonly T[],
  state: DirectoryQueryState,
): DirectoryPage<T> {
  return paginate(sortDirectory(filterDirectory(entries, state.filters), state.sort), state.page);
}
