import { usWeekdayMonthDay } from '../text/us-english.js';

/** Find Classmates' texts (docs/messages.md, "Find Classmates"). */
export const directoryMessages = {
  errorTitle: 'Error Loading Data',
  errorText: 'Error loading profiles. Please try again later.',
  empty: 'No profiles found matching your criteria.',
  arrivalUnknown: 'TBD',
  industryUnknown: 'Industry not specified',
} as const;

/**
 * A card's arrival: US English weekday, month and day (e.g. "Thu, Jun 26"), or 'TBD'. UTC on both
 * sides: a 'YYYY-MM-DD' is a calendar day, not an instant, and must not move a day in a browser
 * west of Greenwich.
 */
export function arrivalLabel(arrivalDate: string | null | undefined): string {
  if (!arrivalDate) return directoryMessages.arrivalUnknown;
  const time = Date.parse(`${arrivalDate}T00:00:00Z`);
  return Number.isNaN(time) ? directoryMessages.arrivalUnknown : usWeekdayMonthDay(time, 'short');
}

export function industryLabel(industry: string | null | undefined): string {
  return industry || directoryMessages.industryUnknown;
}
