import { z } from 'zod';
import { townBeforeSave } from './accommodation.js';
import type { Accommodation, AccommodationTown } from './enums.js';
import { contactVisibilityRequestSchema } from './contact-visibility.schema.js';
import { fieldSchemaKit } from './field-schemas.js';
import { resizeKidsAges } from './kids.js';
import { profileMessages } from './messages.js';
import {
  type ProfileFieldName,
  profileFieldNames,
  profileFieldTable,
} from './profile-field-table.js';
import { departureBeforeArrival } from './stay-dates.js';

type Table = typeof profileFieldTable;
type RequestShape = {
  [K in ProfileFieldName]: Table[K]['keptWhenLeftOut'] extends true
    ? z.ZodOptional<ReturnType<Table[K]['schema']>>
    : ReturnType<Table[K]['schema']>;
};

/**
 * Every profile field a person fills in, one zod schema each, from the field table
 * (profile-field-table.ts). Exported so forms can check a few of them (see
 * profileRequiredFieldsSchema); the body schemas below assemble them. A field kept when left out
 * reads a missing key as undefined, which a save leaves alone.
 */
export const profileFieldShape = {
  ...(Object.fromEntries(
    profileFieldNames.map((name) => {
      const { schema, keptWhenLeftOut } = profileFieldTable[name];
      const made = schema(fieldSchemaKit);
      return [name, keptWhenLeftOut ? made.optional() : made];
    }),
  ) as RequestShape),
  // Left out, a new profile shows everything to classmates and a saved one keeps its settings.
  contactVisibility: contactVisibilityRequestSchema.optional(),
};

interface ReconcilableFields {
  accommodation: Accommodation;
  accommodationTown: AccommodationTown | null;
  kidsCount: number;
  kidsAges: number[];
}

/**
 * The rules that tie fields together (docs/profiles.md, "Kids" and "Accommodation and town"),
 * applied on the data so the server stores the same thing whichever client sent it: the age list
 * follows the count, and a decided accommodation always has a town.
 */
export function reconcileProfileFields<T extends ReconcilableFields>(fields: T): T {
  return {
    ...fields,
    kidsAges: resizeKidsAges(fields.kidsAges, fields.kidsCount),
    accommodationTown: townBeforeSave(fields.accommodation, fields.accommodationTown),
  };
}

/** The check across fields: a departure on or after the arrival (docs/profiles.md, "Validation"). */
export const stayDatesCheck: [
  (fields: { arrivalDate: string | null; departureDate: string | null }) => boolean,
  { error: string; path: string[] },
] = [
  (fields) => !departureBeforeArrival(fields),
  { error: profileMessages.departureBeforeArrival, path: ['departureDate'] },
];

/**
 * A profile as a person fills it in (docs/profiles.md, "Fields"). Unknown keys are refused (see
 * createProfileRequestSchema for why); `status` defaults to 'published' for a body without one
 * (docs/profiles.md, "Draft and published").
 */
export const profileFieldsSchema = z
  .strictObject(profileFieldShape)
  .overwrite(reconcileProfileFields)
  .refine(...stayDatesCheck);
export type ProfileFields = z.infer<typeof profileFieldsSchema>;
export type ProfileFieldsInput = z.input<typeof profileFieldsSchema>;

/**
 * The edit screen's Save checks only these three before anything else (docs/profiles.md,
 * "Validation").
 */
export const profileRequiredFieldsSchema = z.object({
  firstName: profileFieldShape.firstName,
  lastName: profileFieldShape.lastName,
  country: profileFieldShape.country,
});
