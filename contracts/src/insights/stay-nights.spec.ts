import { STAY_WINDOW, summariseStay, type StayDates } from './stay-nights.js';

const stay = (
  arrivalDate: string | null,
  departureDate: string | null,
  attending: StayDates['attending'] = 'yes',
): StayDates => ({ attending, arrivalDate, departureDate });

function column(
  days: ReturnType<typeof summariseStay>['days'],
  key: 'present' | 'arrivals' | 'departures',
) {
  return days.map((day) => day[key]);
}

describe('summariseStay', () => {
  it('covers 25 to 30 June, one entry per day', () => {
    expect(summariseStay([]).days.map((day) => day.date)).toEqual([...STAY_WINDOW]);
    expect(summariseStay([]).incompleteDates).toBe(0);
  });

  it('counts a night N when arrival ≤ N < departure (the night of arrival, not of departure)', () => {
    const { days } = summariseStay([stay('2025-06-26', '2025-06-29')]);
    expect(column(days, 'present')).toEqual([0, 1, 1, 1, 0, 0]);
    expect(column(days, 'arrivals')).toEqual([0, 1, 0, 0, 0, 0]);
    expect(column(days, 'departures')).toEqual([0, 0, 0, 0, 1, 0]);
  });

  it('counts every night in the window for a stay that spans it, and no arrival or departure', () => {
    const { days } = summariseStay([stay('2025-06-20', '2025-07-02')]);
    expect(column(days, 'present')).toEqual([1, 1, 1, 1, 1, 1]);
    expect(column(days, 'arrivals')).toEqual([0, 0, 0, 0, 0, 0]);
    expect(column(days, 'departures')).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('adds several classmates up, maybe-attending ones included', () => {
    const { days } = summariseStay([
      stay('2025-06-26', '2025-06-29'),
      stay('2025-06-27', '2025-06-28', 'maybe'),
      stay('2025-06-27', '2025-06-30'),
    ]);
    expect(column(days, 'present')).toEqual([0, 1, 3, 2, 1, 0]);
    expect(column(days, 'arrivals')).toEqual([0, 1, 2, 0, 0, 0]);
    expect(column(days, 'departures')).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('leaves out anyone not attending the reunion, whatever dates they left', () => {
    const summary = summariseStay([stay('2025-06-26', '2025-06-29', 'no')]);
    expect(summary.days.every((d) => d.present + d.arrivals + d.departures === 0)).toBe(true);
    expect(summary.incompleteDates).toBe(0);
  });

  it('counts a lone known date on its day but no night, and reports the profile as incomplete', () => {
    const summary = summariseStay([
      stay('2025-06-27', null),
      stay(null, '2025-06-29'),
      stay(null, null),
    ]);
    expect(column(summary.days, 'present')).toEqual([0, 0, 0, 0, 0, 0]);
    expect(column(summary.days, 'arrivals')).toEqual([0, 0, 1, 0, 0, 0]);
    expect(column(summary.days, 'departures')).toEqual([0, 0, 0, 0, 1, 0]);
    expect(summary.incompleteDates).toBe(3);
  });

  it('ignores a departure before the arrival entirely, reporting it as incomplete', () => {
    const summary = summariseStay([stay('2025-06-29', '2025-06-26')]);
    expect(summary.days.every((d) => d.present + d.arrivals + d.departures === 0)).toBe(true);
    expect(summary.incompleteDates).toBe(1);
  });

  it('counts a same-day visit as an arrival and a departure with no night', () => {
    const { days } = summariseStay([stay('2025-06-28', '2025-06-28')]);
    expect(column(days, 'present')).toEqual([0, 0, 0, 0, 0, 0]);
    expect(column(days, 'arrivals')).toEqual([0, 0, 0, 1, 0, 0]);
    expect(column(days, 'departures')).toEqual([0, 0, 0, 1, 0, 0]);
  });
});
