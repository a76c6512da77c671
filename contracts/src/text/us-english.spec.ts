/**
 * @jest-environment @reunion/tooling/jest/time-zone-environment.cjs
 * @jest-environment-options {"timeZone": "Asia/Tokyo"}
 */
// In Tokyo's time zone: a date read from the process's own zone would fall on another day in the evening.
import { usCount, usLongDateTime, usShortDate, usWeekdayMonthDay } from './us-english.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe('US English texts', () => {
  it('prints every day of four years, a leap year among them, as Intl does', () => {
    const formats = {
      long: new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
      short: new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    };
    const start = Date.UTC(2024, 0, 1);
    for (let time = start; time < Date.UTC(2028, 0, 1); time += DAY_MS) {
      // Late in the UTC day too: the day is UTC's, whatever the clock.
      for (const instant of [time, time + DAY_MS - 1]) {
        expect(usWeekdayMonthDay(instant, 'long')).toBe(formats.long.format(instant));
        expect(usWeekdayMonthDay(new Date(instant), 'short')).toBe(formats.short.format(instant));
      }
    }
  });

  it('prints the short date of every day of four years as Intl does', () => {
    const format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += DAY_MS) {
      for (const instant of [time, time + DAY_MS - 1]) {
        expect(usShortDate(instant)).toBe(format.format(instant));
      }
    }
  });

  it('prints the date and time of every hour of four years as Intl does', () => {
    const format = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    // Some Intl versions put a narrow no-break space before AM or PM; the site prints a plain one.
    const intl = (instant: number) => format.format(instant).replace(/\u202f/g, ' ');
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += HOUR_MS) {
      // A different minute each hour: all of them come round.
      const instant = time + (((time / HOUR_MS) * 7) % 60) * 60_000;
      expect(usLongDateTime(instant)).toBe(intl(instant));
    }
    expect(usLongDateTime(Date.UTC(2025, 5, 28, 21))).toBe('Saturday, June 28, 2025 at 9:00 PM');
    expect(usLongDateTime(Date.UTC(2025, 5, 28, 0, 5))).toBe('Saturday, June 28, 2025 at 12:05 AM');
    expect(usLongDateTime(Date.UTC(2025, 5, 28, 12))).toBe('Saturday, June 28, 2025 at 12:00 PM');
  });

  it('groups thousands as Intl does', () => {
    const format = new Intl.NumberFormat('en-US');
    for (const count of [0, 1, 12, 999, 1000, 2000, 12345, 999999, 1000000, 1234567890, -4321]) {
      expect(usCount(count)).toBe(format.format(count));
    }
  });
});
