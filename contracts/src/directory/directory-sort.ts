/** Find Classmates' sorts (docs/pages.md, "Find Classmates"); the first is the default. */
export const directorySortValues = ['updated', 'added', 'oldest', 'az', 'za'] as const;
export type DirectorySort = (typeof directorySortValues)[number];
export const DEFAULT_DIRECTORY_SORT: DirectorySort = 'updated';

export const directorySortLabels: Readonly<Record<DirectorySort, string>> = {
  updated: 'Most recently updated',
  added: 'Most recently added',
  oldest: 'Oldest first',
  az: 'A to Z',
  za: 'Z to A',
};

/** The fields the sorts read; a full Profile has them too. */
export interface DirectorySortable {
  id: number;
  firstName: string;
  lastName: string;
  createdAt: string;
  /** Missing or null falls back to the created date. */
  updatedAt?: string | null;
}

// Made at the first sort, not when the module loads: building a collator is a noticeable cost on
// a phone, and a page showing the server's first view of the directory never sorts.
let collator: Intl.Collator | undefined;
const names = () => (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true }));

/** Milliseconds, with an unreadable date last in the "newest first" orders. */
function time(value: string | null | undefined): number {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}

interface Keyed<T> {
  entry: T;
  time: number;
}

type Compare<T> = (a: Keyed<T>, b: Keyed<T>) => number;

function byName<T extends DirectorySortable>(a: Keyed<T>, b: Keyed<T>): number {
  return (
    names().compare(a.entry.firstName, b.entry.firstName) ||
    names().compare(a.entry.lastName, b.entry.lastName) ||
    a.entry.id - b.entry.id
  );
}

// Ties are broken by id, so the order (and so what page 3 holds) never changes between renders.
function comparatorFor<T extends DirectorySortable>(sort: DirectorySort): Compare<T> {
  switch (sort) {
    case 'updated':
    case 'added':
      return (a, b) => b.time - a.time || b.entry.id - a.entry.id;
    case 'oldest':
      return (a, b) => a.time - b.time || a.entry.id - b.entry.id;
    case 'az':
      return byName;
    case 'za':
      return (a, b) => byName(b, a);
  }
}

function sortTime(entry: DirectorySortable, sort: DirectorySort): number {
  return sort === 'updated' ? time(entry.updatedAt ?? entry.createdAt) : time(entry.createdAt);
}

/** A sorted copy; the dates are read once per entry rather than once per comparison. */
export function sortDirectory<T extends DirectorySortable>(
  entries: readonly T[],
  sort: DirectorySort,
): T[] {
  const keyed = entries.map((entry) => ({ entry, time: sortTime(entry, sort) }));
  keyed.sort(comparatorFor<T>(sort));
  return keyed.map((item) => item.entry);
}
