// The profile's enumerations as plain values, without a schema: a first screen that only reads
// them (the directory's filters and address) does not load zod (README, "Pages rendered on the
// server", Decision 5). Their schemas are in enums.ts.

/** Answers to "attending the reunion" and "attending the Paris gathering". */
export const attendingValues = ['yes', 'no', 'maybe'] as const;
export type Attending = (typeof attendingValues)[number];
/** Nobody has to commit before they know: an unanswered RSVP reads as "maybe". */
export const DEFAULT_ATTENDING: Attending = 'maybe';

/** Only published profiles appear in the directory (docs/profiles.md, "Draft and published"). */
export const profileStatusValues = ['draft', 'published'] as const;
export type ProfileStatus = (typeof profileStatusValues)[number];
/**
 * The data's default (the field table's `status`); the forms start from 'draft', and an API save
 * must name its status (profile-request.schema.ts).
 */
export const DEFAULT_PROFILE_STATUS: ProfileStatus = 'published';
export const DEFAULT_FORM_PROFILE_STATUS: ProfileStatus = 'draft';

/**
 * The five hotels come first: the accommodation rules treat exactly these as hotels, and the
 * spelling (accents included) is what is stored, so it must never be "tidied".
 */
export const hotelValues = [
  'Hôtel Aigle Noir',
  'Hôtel de Londres',
  'Mercure Château de Fontainebleau',
  'Ibis Château de Fontainebleau',
  'INSEAD Hotel Ermitage',
] as const;
export type Hotel = (typeof hotelValues)[number];

export const accommodationValues = [
  ...hotelValues,
  'Airbnb',
  'Private accommodation',
  'Not yet decided',
  'Other',
] as const;
export type Accommodation = (typeof accommodationValues)[number];
export const DEFAULT_ACCOMMODATION: Accommodation = 'Not yet decided';

export const accommodationTownValues = ['Fontainebleau', 'Avon', 'Barbizon', 'Other'] as const;
export type AccommodationTown = (typeof accommodationTownValues)[number];

export const industryValues = [
  'Consulting',
  'Finance',
  'Technology',
  'Healthcare',
  'Consumer Goods',
  'Manufacturing',
  'Education',
  'Non-profit',
  'Other',
] as const;
export type Industry = (typeof industryValues)[number];
