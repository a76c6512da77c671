import { US_MONTHS as monthNames } from '../text/us-english.js';

/** 1st, 2nd, 3rd, 4th… with 11th–13th as the English exception. */
export function ordinalNumber(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/**
 * '2025-06-27' → '27th of June'. Read from the text, not through Date, so the visitor's
 * time zone can never shift the day.
 */
export function ordinalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`);
  return `${ordinalNumber(Number(match[3]))} of ${month}`;
}
