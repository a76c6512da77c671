import type { Attending } from '../profile/enum-values.js';
import { z } from 'zod';
import { profileSchema, type Profile } from '../profile/profile.schema.js';
import { isCountedInInsights } from './summarise-insights.js';

/** The table's columns, as a field mask: the schema picks them, the server selects them. */
export const INSIGHTS_TABLE_FIELDS = {
  id: true,
  status: true,
  firstName: true,
  lastName: true,
  email: true,
  company: true,
  attending: true,
  parisGathering: true,
  arrivalDate: true,
  accommodation: true,
} as const;

export const insightsTableProfileSchema = profileSchema.pick(INSIGHTS_TABLE_FIELDS);
export type InsightsTableProfile = z.infer<typeof insightsTableProfileSchema>;
export const insightsTableProfileListSchema = z.array(insightsTableProfileSchema);

/** The Insights filters (docs/pages.md, "Insights"): all, or one answer. */
export type AttendanceFilter = 'all' | Attending;

const attendanceLabels: Record<Attending, string> = {
  yes: 'Attending',
  no: 'Not Attending',
  maybe: 'Maybe',
};

/** Insights' wording: yes = Attending, no = Not Attending, maybe = Maybe (filters and cells). */
export function insightsAttendanceLabel(value: unknown): string {
  return value === 'yes' || value === 'no' || value === 'maybe'
    ? attendanceLabels[value]
    : 'Unknown';
}

export const attendanceFilterOptions: readonly { value: AttendanceFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'yes', label: attendanceLabels.yes },
  { value: 'no', label: attendanceLabels.no },
  { value: 'maybe', label: attendanceLabels.maybe },
];

export interface InsightsTableFilters {
  /** Free text matched against the full name and the e-mail, ignoring case. */
  text: string;
  reunion: AttendanceFilter;
  paris: AttendanceFilter;
}

export const emptyInsightsTableFilters: InsightsTableFilters = {
  text: '',
  reunion: 'all',
  paris: 'all',
};

export function insightsFullName(profile: Pick<Profile, 'firstName' | 'lastName'>): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/**
 * The table's rows: published profiles (the ones the cards count, see isCountedInInsights)
 * that match every filter. Whitespace around the search text is ignored, so a pasted name
 * still matches; an empty text matches everyone.
 */
export function filterInsightsProfiles<T extends InsightsTableProfile>(
  profiles: readonly T[],
  filters: InsightsTableFilters,
): T[] {
  const needle = filters.text.trim().toLowerCase();
  return profiles.filter(
    (profile) =>
      isCountedInInsights(profile) &&
      (filters.reunion === 'all' || profile.attending === filters.reunion) &&
      (filters.paris === 'all' || profile.parisGathering === filters.paris) &&
      (needle === '' ||
        insightsFullName(profile).toLowerCase().includes(needle) ||
        (profile.email ?? '').toLowerCase().includes(needle)),
  );
}

const shortMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Shown for a missing date, as the directory's cards do (docs/pages.md, "Find Classmates"). */
export const UNKNOWN_ARRIVAL_TEXT = 'TBD';

/**
 * The Insights table's Arrival column: '2025-06-26' → 'Jun 26'. Read from the text, not through
 * Date, so the visitor's time zone cannot move the day.
 */
export function shortMonthDay(isoDate: string | null): string {
  const match = isoDate ? /^\d{4}-(\d{2})-(\d{2})$/.exec(isoDate) : null;
  const month = match ? shortMonths[Number(match[1]) - 1] : undefined;
  if (!match || !month) return UNKNOWN_ARRIVAL_TEXT;
  return `${month} ${Number(match[2])}`;
}
