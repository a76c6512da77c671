import type {
  Accommodation,
  AccommodationTown,
  Attending,
  Industry,
} from '../profile/enum-values.js';
import { matchesSearchTerms, searchTerms } from './directory-search.js';

/** The value of every filter that lets everything through (each one's default). */
export const ALL = 'all';
export type All = typeof ALL;

export const directoryAttendeesValues = [ALL, 'reunion', 'paris'] as const;
export type DirectoryAttendees = (typeof directoryAttendeesValues)[number];

export const directoryKidsValues = [ALL, 'bringing', 'not-bringing'] as const;
export type DirectoryKids = (typeof directoryKidsValues)[number];

/** Find Classmates' filters, combined with AND (docs/pages.md, "Find Classmates"). */
export interface DirectoryFilters {
  /** Free text over full name, job title, company, industry, city and country. */
  text: string;
  industry: Industry | All;
  attendees: DirectoryAttendees;
  country: string;
  accommodation: Accommodation | All;
  accommodationTown: AccommodationTown | All;
  kids: DirectoryKids;
}

export const defaultDirectoryFilters: Readonly<DirectoryFilters> = {
  text: '',
  industry: ALL,
  attendees: ALL,
  country: ALL,
  accommodation: ALL,
  accommodationTown: ALL,
  kids: ALL,
};

/**
 * The fields the filters read. A full Profile has them too, so the profile page's
 * previous/next links can apply the very same rules to the list they hold.
 */
export interface DirectoryFilterable {
  firstName: string;
  lastName: string;
  currentRole: string | null;
  company: string | null;
  industry: string | null;
  /** As the reader may see it: null when its owner hides it from them. */
  city: string | null;
  country: string;
  attending: Attending | string;
  parisGathering: Attending | string;
  accommodation: string;
  accommodationTown: string | null;
  kidsCount: number;
}

function matchesAttendees(entry: DirectoryFilterable, attendees: DirectoryAttendees): boolean {
  if (attendees === 'reunion') return entry.attending === 'yes';
  if (attendees === 'paris') return entry.parisGathering === 'yes';
  return true;
}

function matchesKids(entry: DirectoryFilterable, kids: DirectoryKids): boolean {
  // A count of 0 or less means no kids (docs/profiles.md, "Kids").
  if (kids === 'bringing') return entry.kidsCount > 0;
  if (kids === 'not-bringing') return !(entry.kidsCount > 0);
  return true;
}

/** `wanted` is All, or the exact stored value. */
function matchesChoice(value: string | null, wanted: string): boolean {
  return wanted === ALL || value === wanted;
}

/** The filters as one test, with the query split once for the whole list. */
export function directoryPredicate(
  filters: DirectoryFilters,
): (entry: DirectoryFilterable) => boolean {
  const terms = searchTerms(filters.text);
  return (entry) =>
    matchesChoice(entry.industry, filters.industry) &&
    matchesChoice(entry.country, filters.country) &&
    matchesChoice(entry.accommodation, filters.accommodation) &&
    matchesChoice(entry.accommodationTown, filters.accommodationTown) &&
    matchesAttendees(entry, filters.attendees) &&
    matchesKids(entry, filters.kids) &&
    // Last: the only test that is more than a comparison.
    matchesSearchTerms(entry, terms);
}

export function matchesDirectoryFilters(
  entry: DirectoryFilterable,
  filters: DirectoryFilters,
): boolean {
  return directoryPredicate(filters)(entry);
}

export function filterDirectory<T extends DirectoryFilterable>(
  entries: readonly T[],
  filters: DirectoryFilters,
): T[] {
  return entries.filter(directoryPredicate(filters));
}

/** The filters a visitor picks from a list: every filter but the free text. */
export type DirectorySelectFilter = Exclude<keyof DirectoryFilters, 'text'>;
/**
 * Their values: what the selects show, kept apart from the text so that typing (and writing the
 * text to the address) leaves the selects' values, and whatever is worked out from them, alone.
 */
export type DirectorySelectFilters = Pick<DirectoryFilters, DirectorySelectFilter>;

const selectFilters = (Object.keys(defaultDirectoryFilters) as (keyof DirectoryFilters)[]).filter(
  (key): key is DirectorySelectFilter => key !== 'text',
);

/**
 * How many of the select filters narrow the list: the count a phone's "Filters (2)" button shows
 * while the filters are folded away (the search box stays in sight, so its text is not counted).
 */
export function activeSelectFilterCount(filters: DirectorySelectFilters): number {
  return selectFilters.filter((key) => filters[key] !== defaultDirectoryFilters[key]).length;
}

/** True when any filter narrows the list (for a "clear filters" control). */
export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return (Object.keys(defaultDirectoryFilters) as (keyof DirectoryFilters)[]).some((key) =>
    key === 'text' ? filters.text.trim() !== '' : filters[key] !== defaultDirectoryFilters[key],
  );
}
