/**
 * @jest-environment @reunion/tooling/jest/time-zone-environment.cjs
 * @jest-environment-options {"timeZone": "Pacific/Auckland"}
 */
// In Auckland's time zone: an answer read from the process's own zone would be a day off.
import {
  epochMsToParisTime,
  formatUtcStamp,
  parisOffsetMinutes,
  parisTimeToEpochMs,
} from './paris-time.js';

const friday19h = { year: 2025, month: 6, day: 27, hour: 19, minute: 0 };

describe('Paris time', () => {
  it('is UTC+2 in summer: 19:00 in Paris is 17:00Z', () => {
    const epoch = parisTimeToEpochMs(friday19h);
    expect(epoch).toBe(Date.parse('2025-06-27T19:00:00+02:00'));
    expect(formatUtcStamp(epoch)).toBe('20250627T170000Z');
    expect(parisOffsetMinutes(epoch)).toBe(120);
  });

  it('is UTC+1 in winter', () => {
    const epoch = parisTimeToEpochMs({ year: 2025, month: 1, day: 15, hour: 9, minute: 30 });
    expect(formatUtcStamp(epoch)).toBe('20250115T083000Z');
  });

  it('reads an instant back as Paris wall-clock time', () => {
    expect(epochMsToParisTime(Date.parse('2025-06-27T17:00:00Z'))).toEqual(friday19h);
    expect(epochMsToParisTime(Date.parse('2025-06-14T22:30:00Z'))).toEqual({
      year: 2025,
      month: 6,
      day: 15,
      hour: 0,
      minute: 30,
    });
  });
});
