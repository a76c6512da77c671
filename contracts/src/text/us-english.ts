// The few US English texts the pages print from dates and numbers, written out here rather than
// asked of Intl (or toLocaleDateString, which is Intl): a page's first use of Intl makes the
// browser load its locale data, 100–150 ms of a phone's main thread at Lighthouse's 4× slowdown,
// in the middle of taking the page over. Each function gives exactly what Intl gives for
// 'en-US' with the options it names (us-english.spec.ts compares them over whole years).

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** The months' names, January first (the schedule's ordinal dates use them too). */
export const US_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** US English abbreviations: the first three letters. */
const short = (name: string) => name.slice(0, 3);

/**
 * The weekday, month and day of an instant in UTC: 'Thursday, June 26' (`long`), 'Thu, Jun 26'
 * (`short`). Intl's `{ weekday, month, day: 'numeric', timeZone: 'UTC' }` with `long` or `short`.
 */
export function usWeekdayMonthDay(time: number | Date, width: 'long' | 'short'): string {
  const date = new Date(time);
  const weekday = WEEKDAYS[date.getUTCDay()] ?? '';
  const month = US_MONTHS[date.getUTCMonth()] ?? '';
  return width === 'long'
    ? `${weekday}, ${month} ${date.getUTCDate()}`
    : `${short(weekday)}, ${short(month)} ${date.getUTCDate()}`;
}

/**
 * The month, day and year of an instant in UTC: 'Jun 28, 2025'. Intl's `{ year: 'numeric',
 * month: 'short', day: 'numeric', timeZone: 'UTC' }`.
 */
export function usShortDate(time: number | Date): string {
  const date = new Date(time);
  const month = US_MONTHS[date.getUTCMonth()] ?? '';
  return `${short(month)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * The full date and time of an instant in UTC: 'Saturday, June 28, 2025 at 11:00 PM'. Intl's
 * `{ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute:
 * '2-digit', timeZone: 'UTC' }`, with a plain space before AM or PM (some Intl versions put a
 * narrow no-break one there).
 */
export function usLongDateTime(time: number | Date): string {
  const date = new Date(time);
  const weekday = WEEKDAYS[date.getUTCDay()] ?? '';
  const month = US_MONTHS[date.getUTCMonth()] ?? '';
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${weekday}, ${month} ${date.getUTCDate()}, ${date.getUTCFullYear()} at ${clock}`;
}

/** A whole number with thousands separated by commas: '2,000'. Intl's NumberFormat('en-US'). */
export function usCount(count: number): string {
  const digits = String(Math.abs(Math.round(count)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return count < 0 ? `-${grouped}` : grouped;
}
