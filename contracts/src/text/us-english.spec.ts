import { usCount, usWeekdayMonthDay } from './us-english.js';

const DAY_MS = 24 * 60 * 60 * 1000;

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

  it('groups thousands as Intl does', () => {
    const format = new Intl.NumberFormat('en-US');
    for (const count of [0, 1, 12, 999, 1000, 2000, 12345, 999999, 1000000, 1234567890, -4321]) {
      expect(usCount(count)).toBe(format.format(count));
    }
  });
});
