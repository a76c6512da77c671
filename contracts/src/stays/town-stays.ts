import type { Accommodation, AccommodationTown } from '../profile/enum-values.js';
import { addDays, intoStayDateRange, stayDateRange } from '../profile/stay-dates.js';
import type { ClassmateStay } from './town-stays.schema.js';

// Who's in town when (docs/profiles.md, "Who's in town when"). Plain functions: the event page
// draws from them at take-over, and the shapes come from the schemas as types only (no zod).

/** The towns the day-by-day view counts by; a stay without a town counts under 'Other'. */
export const stayTowns = [
  'Fontainebleau',
  'Avon',
  'Barbizon',
  'Other',
] as const satisfies readonly AccommodationTown[];

export interface TownDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The classmates in town that day, by last then first name. */
  classmates: ClassmateStay[];
  byTown: Record<AccommodationTown, number>;
}

export interface StayFilter {
  town: AccommodationTown | 'all';
  accommodation: Accommodation | 'all';
}

export const noStayFilter: StayFilter = { town: 'all', accommodation: 'all' };

export function stayTown(stay: Pick<ClassmateStay, 'accommodationTown'>): AccommodationTown {
  return stay.accommodationTown ?? 'Other';
}

/** Kept by the filter, and in town at some point of the dates a stay may name. */
function matches(stay: ClassmateStay, filter: StayFilter): boolean {
  return (
    stay.departureDate >= stayDateRange.first &&
    stay.arrivalDate <= stayDateRange.last &&
    (filter.town === 'all' || stayTown(stay) === filter.town) &&
    (filter.accommodation === 'all' || stay.accommodation === filter.accommodation)
  );
}

/** The next calendar day of an ISO date, in UTC so no time zone moves it. */
export const nextDay = (date: string): string => addDays(date, 1);

export const byName = (a: ClassmateStay, b: ClassmateStay) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/**
 * Every day from the earliest arrival to the last departure among the stays the filter keeps,
 * with who is in town: a classmate is there on every day from their arrival to their departure,
 * both included (they are in town on the day they leave). ISO dates compare as text.
 */
export function townDays(stays: readonly ClassmateStay[], filter = noStayFilter): TownDay[] {
  const kept = stays.filter((stay) => matches(stay, filter)).sort(byName);
  if (kept.length === 0) return [];
  const first = kept.reduce((min, stay) => (stay.arrivalDate < min ? stay.arrivalDate : min), '9');
  const last = kept.reduce(
    (max, stay) => (stay.departureDate > max ? stay.departureDate : max),
    '',
  );
  const days: TownDay[] = [];
  for (let date = intoStayDateRange(first); date <= intoStayDateRange(last); date = nextDay(date)) {
    const classmates = kept.filter((s) => s.arrivalDate <= date && date <= s.departureDate);
    const byTown = { Fontainebleau: 0, Avon: 0, Barbizon: 0, Other: 0 };
    for (const stay of classmates) byTown[stayTown(stay)] += 1;
    days.push({ date, classmates, byTown });
  }
  return days;
}
