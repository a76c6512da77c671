interface StayDates {
  arrivalDate: string | null;
  departureDate: string | null;
}

/**
 * docs/profiles.md, "Travel": a departure may not come before the arrival (the same day is a
 * day trip). Dates are 'YYYY-MM-DD', so text order is date order. A stay that broke this
 * vanished from who's in town without a word; the form, the server and the check of stored
 * profiles all ask this.
 */
export function departureBeforeArrival({ arrivalDate, departureDate }: StayDates): boolean {
  return arrivalDate !== null && departureDate !== null && departureDate < arrivalDate;
}
