import { longDateTime, shortDate } from './formatDate';

// Whatever the zone the tests run in (a phone's zone is the browser tests' part: time-zones.e2e).
describe("the album's dates, in France's time", () => {
  it('are a day later than UTC for an upload late in the UTC evening', () => {
    // 23:30 UTC on Friday 28 November is Saturday 29 November at 00:30 in France (winter time).
    expect(shortDate('2025-11-28T23:30:00.000Z')).toBe('Nov 29, 2025');
    expect(longDateTime('2025-11-28T23:30:00.000Z')).toBe(
      'Saturday, November 29, 2025 at 12:30 AM (Paris time)',
    );
  });

  it('are two hours ahead of UTC in summer', () => {
    expect(shortDate('2025-06-28T21:00:00.000Z')).toBe('Jun 28, 2025');
    expect(longDateTime('2025-06-28T21:00:00.000Z')).toBe(
      'Saturday, June 28, 2025 at 11:00 PM (Paris time)',
    );
    expect(shortDate('2025-06-28T22:15:00.000Z')).toBe('Jun 29, 2025');
  });
});
