import { isHotel } from '../profile/accommodation.js';
import { intoStayDateRange } from '../profile/stay-dates.js';
import { byName, nextDay } from './town-stays.js';
import type { ClassmateStay, StayCompanion } from './town-stays.schema.js';

/**
 * The nights of a stay: from the arrival's to the one before the departure, within the dates a
 * stay may name (a profile stored before that rule may reach further).
 */
function nightsOf(stay: ClassmateStay): string[] {
  const nights: string[] = [];
  const end = intoStayDateRange(stay.departureDate);
  for (let night = intoStayDateRange(stay.arrivalDate); night < end; night = nextDay(night))
    nights.push(night);
  return nights;
}

/**
 * The classmates staying at the same hotel on at least one of the same nights. Only a hotel
 * is one place: two "Airbnb" or "Private accommodation" stays are not under one roof.
 */
export function stayCompanions(
  stays: readonly ClassmateStay[],
  stay: ClassmateStay,
): StayCompanion[] {
  if (!isHotel(stay.accommodation)) return [];
  const mine = new Set(nightsOf(stay));
  return stays
    .filter((other) => other.profileId !== stay.profileId)
    .filter((other) => other.accommodation === stay.accommodation)
    .sort(byName)
    .map((other) => ({
      profileId: other.profileId,
      firstName: other.firstName,
      lastName: other.lastName,
      nights: nightsOf(other).filter((night) => mine.has(night)),
    }))
    .filter((companion) => companion.nights.length > 0);
}
