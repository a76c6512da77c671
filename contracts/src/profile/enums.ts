import { z } from 'zod';

/** Answers to "attending the reunion" and "attending the Paris gathering". */
export const attendingValues = ['yes', 'no', 'maybe'] as const;
export const attendingSchema = z.enum(attendingValues);
export type Attending = z.infer<typeof attendingSchema>;
/** Nobody has to commit before they know: an unanswered RSVP reads as "maybe". */
export const DEFAULT_ATTENDING: Attending = 'maybe';

/** Only published profiles appear in the directory (docs/profiles.md, "Draft and published"). */
export const profileStatusValues = ['draft', 'published'] as const;
export const profileStatusSchema = z.enum(profileStatusValues);
export type ProfileStatus = z.infer<typeof profileStatusSchema>;
/** A body without a status is published; the forms start from 'draft' instead. */
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
export const accommodationSchema = z.enum(accommodationValues);
export type Accommodation = z.infer<typeof accommodationSchema>;
export const DEFAULT_ACCOMMODATION: Accommodation = 'Not yet decided';

export const accommodationTownValues = ['Fontainebleau', 'Avon', 'Barbizon', 'Other'] as const;
export const accommodationTownSchema = z.enum(accommodationTownValues);
export type AccommodationTown = z.infer<typeof accommodationTownSchema>;

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
export const industrySchema = z.enum(industryValues);
export type Industry = z.infer<typeof industrySchema>;
