import { US_MONTHS } from '../text/us-english.js';

interface StayDates {
  arrivalDate: string | null;
  departureDate: string | null;
}

/**
 * docs/profiles.md, "Validation": a departure may not come before the arrival (the same day is a
 * day trip). Dates are 'YYYY-MM-DD', so text order is date order. A stay that broke this
 * vanished from who's in town without a word; the form, the server and the check of stored
 * profiles all ask this.
 */
export function departureBeforeArrival({ arrivalDate, departureDate }: StayDates): boolean {
  return arrivalDate !== null && departureDate !== null && departureDate < arrivalDate;
}

/** 'YYYY-MM-DD' `days` later (earlier when negative), counted in UTC so no time zone shifts it. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The programme's first and last days (schedule/reunion-schedule.ts; its spec holds the two
 * equal). Written here rather than read from the programme, which would bring the whole
 * programme into every section that shows a profile message.
 */
export const REUNION_DAYS = { first: '2025-06-26', last: '2025-06-29' } as const;

/** How many days before the reunion's first day, and after its last, a stay may start or end. */
export const STAY_DATE_MARGIN_DAYS = 90;

/**
 * docs/profiles.md, "Validation": the first and last dates an arrival or a departure may name.
 * Who's in town and the stay companions walk a stay day by day, so a stay from year 1 to year
 * 9999 once cost the server seconds of its only thread per request, and a phone millions of
 * cards.
 */
export const stayDateRange = {
  first: addDays(REUNION_DAYS.first, -STAY_DATE_MARGIN_DAYS),
  last: addDays(REUNION_DAYS.last, STAY_DATE_MARGIN_DAYS),
} as const;

export const withinStayDateRange = (date: string): boolean =>
  date >= stayDateRange.first && date <= stayDateRange.last;

/** The date, or the range's nearer end when it lies outside (a profile stored before the rule). */
export const intoStayDateRange = (date: string): string =>
  date < stayDateRange.first
    ? stayDateRange.first
    : date > stayDateRange.last
      ? stayDateRange.last
      : date;

/** '2025-03-28' → 'March 28, 2025', read from the text (us-english.ts says why not Intl). */
const usLongDate = (date: string) =>
  `${US_MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;

export const stayDateRangeText = `from ${usLongDate(stayDateRange.first)} to ${usLongDate(stayDateRange.last)}`;
