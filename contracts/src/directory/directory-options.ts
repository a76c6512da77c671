import {
  accommodationTownValues,
  accommodationValues,
  industryValues,
} from '../profile/enum-values.js';
import { ALL, type All, type DirectoryAttendees, type DirectoryKids } from './directory-filters.js';
import { directorySortLabels, directorySortValues, type DirectorySort } from './directory-sort.js';

export interface DirectoryOption<T extends string = string> {
  value: T;
  label: string;
}

function withAll<T extends string>(
  label: string,
  values: readonly T[],
): DirectoryOption<T | All>[] {
  return [{ value: ALL, label }, ...values.map((value) => ({ value, label: value as string }))];
}

/** The choices of each select, "All" first (docs/pages.md, "Find Classmates"). */
export const directoryFilterOptions = {
  industry: withAll('All Industries', industryValues),
  attendees: [
    { value: ALL, label: 'All Attendees' },
    { value: 'reunion', label: 'Attending Reunion' },
    { value: 'paris', label: 'Attending Paris Event' },
  ] satisfies DirectoryOption<DirectoryAttendees>[],
  accommodation: withAll('All Accommodations', accommodationValues),
  accommodationTown: withAll('All Towns', accommodationTownValues),
  kids: [
    { value: ALL, label: 'All Profiles' },
    { value: 'bringing', label: 'Bringing Kids' },
    { value: 'not-bringing', label: 'Not Bringing Kids' },
  ] satisfies DirectoryOption<DirectoryKids>[],
  sort: directorySortValues.map((value) => ({
    value,
    label: directorySortLabels[value],
  })) satisfies DirectoryOption<DirectorySort>[],
} as const;

const byName = (a: string, b: string): number => a.localeCompare(b, 'en');

/**
 * The country choices: the countries that appear in the list (picking one of the other 150
 * could only ever show "no profiles"), sorted, plus the selected one if a link names a country
 * nobody lives in any more.
 */
export function countryOptions(
  entries: readonly { country: string }[],
  selected: string = ALL,
): DirectoryOption[] {
  const present = new Set(entries.map((entry) => entry.country));
  if (selected !== ALL) present.add(selected);
  return withAll('All Countries', [...present].sort(byName));
}
