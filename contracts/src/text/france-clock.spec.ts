/**
 * @jest-environment @reunion/tooling/jest/time-zone-environment.cjs
 * @jest-environment-options {"timeZone": "Asia/Tokyo"}
 */
// In Tokyo's time zone: a reading of the process's own zone would be 7 or 8 hours off France's.
import { franceClock } from './france-clock.js';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const paris = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** What Intl, with the zone data of the machine, says clocks in Paris show. */
function intlParis(time: number): string {
  const parts = paris.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

function read(time: number): string {
  const clock = franceClock(time);
  return (
    `${clock.getUTCFullYear()}-${clock.getUTCMonth() + 1}-${clock.getUTCDate()} ` +
    `${clock.getUTCHours()}:${clock.getUTCMinutes()}`
  );
}

/** The instants from `start`, every `step` for `span`, where franceClock and Intl differ. */
function differences(start: number, span: number, step: number): string[] {
  const found: string[] = [];
  for (let time = start; time < start + span; time += step) {
    if (read(time) !== intlParis(time)) found.push(new Date(time).toISOString());
  }
  return found;
}

describe('franceClock', () => {
  it('reads what Paris clocks show every hour of eight years', () => {
    expect(
      differences(Date.UTC(2024, 0, 1), Date.UTC(2032, 0, 1) - Date.UTC(2024, 0, 1), HOUR_MS),
    ).toEqual([]);
  });

  it('changes between summer and winter time at the minute the clocks do', () => {
    for (let year = 2024; year < 2032; year++) {
      for (const month of [2, 9]) {
        // Every five minutes of the last week of March and of October.
        expect(differences(Date.UTC(year, month, 24), 8 * 24 * HOUR_MS, 5 * MINUTE_MS)).toEqual([]);
      }
    }
  });

  it('takes an ISO string, a number or a Date', () => {
    expect(franceClock('2025-11-28T23:30:00Z').toISOString()).toBe('2025-11-29T00:30:00.000Z');
    expect(franceClock(Date.UTC(2025, 5, 28, 21)).toISOString()).toBe('2025-06-28T23:00:00.000Z');
    expect(franceClock(new Date('2025-12-31T23:00:00Z')).getUTCFullYear()).toBe(2026);
  });
});
