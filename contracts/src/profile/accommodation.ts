import { type Accommodation, type AccommodationTown, hotelValues } from './enum-values.js';

/** What a form or a body may hold for "no town chosen yet". */
export type EmptyTown = '' | null | undefined;

export function isHotel(accommodation: unknown): boolean {
  return (hotelValues as readonly unknown[]).includes(accommodation);
}

/** The town an accommodation implies; none for 'Not yet decided' or an unknown value. */
function impliedTown(accommodation: unknown): AccommodationTown | undefined {
  if (isHotel(accommodation)) return 'Fontainebleau';
  if (
    accommodation === 'Airbnb' ||
    accommodation === 'Private accommodation' ||
    accommodation === 'Other'
  ) {
    return 'Other';
  }
  return undefined;
}

function isEmpty(value: unknown): value is EmptyTown {
  return value === '' || value === null || value === undefined;
}

/**
 * docs/profiles.md, "Accommodation and town": when the user picks an accommodation, fill the town
 * only if it is still empty, so a town the user chose is never overwritten. An empty town is handed
 * back exactly as given ('' / null / undefined) because form controls tell "placeholder" from
 * "cleared" by it.
 */
export function autoFillAccommodationTown<T extends EmptyTown>(
  accommodation: Accommodation | EmptyTown,
  town: AccommodationTown | T,
): AccommodationTown | T {
  if (!isEmpty(town)) return town;
  return impliedTown(accommodation) ?? town;
}

/**
 * docs/profiles.md, "Accommodation and town": before saving, the user may have cleared the town
 * after choosing, so the same implication is applied again. For every valid accommodation it agrees
 * with the on-choose rule (hotels → Fontainebleau, everything else but 'Not yet decided' → Other);
 * a missing accommodation is treated as undecided rather than as "something other than undecided".
 */
export function townBeforeSave<T extends EmptyTown>(
  accommodation: Accommodation | EmptyTown,
  town: AccommodationTown | T,
): AccommodationTown | T {
  if (accommodation === 'Not yet decided' || isEmpty(accommodation)) return town;
  return autoFillAccommodationTown<T>(accommodation, town);
}
