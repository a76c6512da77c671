import type { Attending } from '../profile/enum-values.js';
import type { StayDay } from './insights-summary.schema.js';

/**
 * The days the charts cover: from the day before the Paris gathering (26 June) to the day
 * after the reunion ends (29 June), so early arrivals and late departures still show.
 */
export const STAY_WINDOW = [
  '2025-06-25',
  '2025-06-26',
  '2025-06-27',
  '2025-06-28',
  '2025-06-29',
  '2025-06-30',
] as const;

export interface StayDates {
  attending: Attending;
  /** 'YYYY-MM-DD' or null. */
  arrivalDate: string | null;
  departureDate: string | null;
}

export interface StaySummary {
  days: StayDay[];
  incompleteDates: number;
}

/**
 * Who is in town each night, and who comes and goes each day, from arrival and departure dates.
 *
 * The rule: a classmate is present on night N (the night that starts on date N) when
 * arrival ≤ N < departure — they sleep there the night they arrive, not the night they leave.
 * - Someone who answered "no" to the reunion is not coming, whatever dates they left in the form.
 * - A known arrival (or departure) counts on its day even when the other date is missing, but
 *   without both dates nobody knows which nights they stay, so they count in no night.
 * - A departure before the arrival is a slip of the form: that profile counts nowhere.
 * Both cases are reported in `incompleteDates`, so a chart can say how many are not shown.
 * ISO dates compare correctly as text, so no Date (and no time zone) is involved.
 */
export function summariseStay(profiles: readonly StayDates[]): StaySummary {
  const days: StayDay[] = STAY_WINDOW.map((date) => ({
    date,
    present: 0,
    arrivals: 0,
    departures: 0,
  }));
  let incompleteDates = 0;
  for (const { attending, arrivalDate, departureDate } of profiles) {
    if (attending === 'no') continue;
    if (arrivalDate && departureDate && departureDate < arrivalDate) {
      incompleteDates += 1;
      continue;
    }
    if (!arrivalDate || !departureDate) incompleteDates += 1;
    for (const day of days) {
      if (day.date === arrivalDate) day.arrivals += 1;
      if (day.date === departureDate) day.departures += 1;
      if (arrivalDate && departureDate && arrivalDate <= day.date && day.date < departureDate)
        day.present += 1;
    }
  }
  return { days, incompleteDates };
}
