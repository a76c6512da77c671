import { usWeekdayMonthDay } from '../text/us-english.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Dates in US English, weekday, month and day ('Thursday, June 26'). A stored date is a
 * calendar day, not an instant: it is read and printed in UTC so no time zone moves it a day.
 */
export function formatReunionDate(value: string | null | undefined): string | undefined {
  const match = value ? ISO_DATE.exec(value) : null;
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Date.UTC rolls '2025-13-45' over into another day; only a real calendar day is printed.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return undefined;
  return usWeekdayMonthDay(date, 'long');
}
