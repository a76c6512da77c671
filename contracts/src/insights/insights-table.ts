import type { Attending } from '../profile/enum-values.js';
import { z } from 'zod';
import { type FieldsWith, fieldsWhere, profileFieldTable } from '../profile/profile-field-table.js';
import { profileSchema, type Profile } from '../profile/profile.schema.js';
import { isCountedInInsights } from './summarise-insights.js';

/** The profile fields Insights shows (the field table's `insights`), in the table's order. */
export type InsightsField = FieldsWith<'insights', string>;
export const insightsFields = fieldsWhere<InsightsField>((field) => field.insights !== false);

/**
 * The table's rows as a field mask: the schema picks them, the server selects them. `id` and
 * `status` are every row's own (isCountedInInsights), not columns.
 */
export const INSIGHTS_TABLE_FIELDS = {
  id: true,
  status: true,
  ...(Object.fromEntries(insightsFields.map((field) => [field, true])) as Record<
    InsightsField,
    true
  >),
} as const;

/** One column of the table and its CSV: the fields declared under its title, in order. */
export interface InsightsColumn {
  /** The sort's key: the title in lower case ('Name' → 'name'). */
  readonly key: string;
  readonly title: string;
  readonly fields: readonly InsightsField[];
}

export const insightsColumns: readonly InsightsColumn[] = [
  ...new Set(insightsFields.map((field) => profileFieldTable[field].insights)),
].map((title) => ({
  key: title.toLowerCase(),
  title,
  fields: insightsFields.filter((field) => profileFieldTable[field].insights === title),
}));

/** Whose table it is: an organiser (an administrator or the class account), or a classmate. */
export type InsightsReader = 'organiser' | 'classmate';

/**
 * Whether a classmate's rows can hold anything in the column: not when every field of it is
 * seen by its owner and the organisers only (Dietary requirements). The server leaves those out
 * of a classmate's rows, so the column would be empty but for their own row, which their
 * profile shows anyway.
 */
function classmatesMaySee(column: InsightsColumn): boolean {
  return column.fields.some((field) => {
    const { seenBy } = profileFieldTable[field];
    return seenBy === 'classmates' || seenBy === 'member-chooses';
  });
}

const classmatesColumns = insightsColumns.filter(classmatesMaySee);

/** The columns of the reader's table and CSV: an organiser's has them all. */
export function insightsColumnsFor(reader: InsightsReader): readonly InsightsColumn[] {
  return reader === 'organiser' ? insightsColumns : classmatesColumns;
}

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

/** The Insights fields that hold an RSVP answer (yes, no, maybe): their own words and order. */
export type InsightsAnswerField = 'attending' | 'parisGathering';
export function isInsightsAnswerField(field: InsightsField): field is InsightsAnswerField {
  return field === 'attending' || field === 'parisGathering';
}

/**
 * A column's value as text: its fields' values joined by a space ('Ada' 'Lovelace' → the Name
 * column's 'Ada Lovelace'), '' when empty. Answers read as Insights words (insightsAttendanceLabel).
 */
export function insightsColumnText(row: InsightsTableProfile, column: InsightsColumn): string {
  const values = column.fields.map((field) => {
    if (isInsightsAnswerField(field)) return insightsAttendanceLabel(row[field]);
    return String(row[field] ?? '');
  });
  // Only the joining space is trimmed (a name without its last part); one value stays as typed.
  return values.length > 1 ? values.join(' ').trim() : (values[0] ?? '');
}

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
