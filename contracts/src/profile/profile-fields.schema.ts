import { z } from 'zod';
import { countryNames } from '../countries/countries.js';
import { townBeforeSave } from './accommodation.js';
import {
  type Accommodation,
  type AccommodationTown,
  DEFAULT_ACCOMMODATION,
  DEFAULT_ATTENDING,
  DEFAULT_PROFILE_STATUS,
  accommodationSchema,
  accommodationTownSchema,
  attendingSchema,
  industrySchema,
  profileStatusSchema,
} from './enums.js';
import { contactVisibilityRequestSchema } from './contact-visibility.schema.js';
import { coerceKidsCount, resizeKidsAges } from './kids.js';
import {
  EMAIL_MAX,
  LONG_TEXT_MAX,
  MAX_KID_AGE,
  MAX_KIDS_COUNT,
  MAX_PROFILE_PHOTOS,
  PHONE_NUMBER_MAX,
  SHORT_TEXT_MAX,
} from './limits.js';
import { profileMessages } from './messages.js';
import { departureBeforeArrival } from './stay-dates.js';

// Conventions of the request side. Forms send '' for an empty control and JSON drops
// undefined, so '', null and a missing key all mean "empty", and every optional field comes
// out as a value or null: one spelling of "empty" for the database and for the directory's
// "not specified" fallbacks.

// A name made only of invisible characters (zero-width or bidi controls, a lone combining
// accent) survives trim() but would print as a blank card, so it counts as missing.
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cf}\p{Cc}\p{M}\p{Cs}]/u;

function requiredName(message: string) {
  return (
    z
      .string({ error: message })
      .trim()
      .max(SHORT_TEXT_MAX)
      // Also what makes it required: an empty string has no visible character either.
      .regex(VISIBLE_CHARACTER, { error: message })
  );
}

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
}

function optionalChoice<T extends z.ZodType<string>>(choice: T) {
  return z
    .union([choice, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null);
}

const email = z
  .string()
  .trim()
  .max(EMAIL_MAX, { error: profileMessages.invalidEmail })
  .refine((value) => value === '' || z.regexes.email.test(value), {
    error: profileMessages.invalidEmail,
  })
  .nullish()
  .transform((value) => value || null);

const isoDate = z
  .union([z.iso.date({ error: profileMessages.invalidDate }), z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

/**
 * accommodationTown null becomes 'Other'; '' or no key stays empty (docs/profiles.md,
 * "Accommodation and town").
 */
const accommodationTown = z
  .union([accommodationTownSchema, z.literal(''), z.null()])
  .optional()
  .transform((value): AccommodationTown | null =>
    value === null ? 'Other' : value === '' || value === undefined ? null : value,
  );

const kidsCount = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform(coerceKidsCount)
  .pipe(
    z
      .number()
      .int({ error: profileMessages.kidsCountOutOfRange })
      .min(0, { error: profileMessages.kidsCountOutOfRange })
      .max(MAX_KIDS_COUNT, { error: profileMessages.kidsCountOutOfRange }),
  );

// Unlike the count, an age is not silently zeroed: a blank age is the form's
// "Error - you need to add an age" (docs/profiles.md, "Kids"), so it is refused by that name.
const kidAge = z
  .union([z.number(), z.string(), z.null()], { error: profileMessages.kidAgeRequired })
  .transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === null || text === '') {
      ctx.addIssue({ code: 'custom', message: profileMessages.kidAgeRequired });
      return z.NEVER;
    }
    return typeof text === 'number' ? text : Number(text);
  })
  .pipe(
    z
      .number({ error: profileMessages.kidAgeOutOfRange })
      .int({ error: profileMessages.kidAgeOutOfRange })
      .min(0, { error: profileMessages.kidAgeOutOfRange })
      .max(MAX_KID_AGE, { error: profileMessages.kidAgeOutOfRange }),
  );

// More ages than kids is reconciled (resized), not refused; the cap only stops an absurd list.
const KIDS_AGES_LIST_CAP = 50;
const kidsAges = z
  .array(kidAge)
  .max(KIDS_AGES_LIST_CAP)
  .nullish()
  .transform((value) => value ?? []);

/**
 * Every profile field a person fills in (docs/profiles.md, "Fields"), one zod schema each. Exported
 * so forms can check a few of them (see profileRequiredFieldsSchema) or label them; the body
 * schemas below assemble them.
 */
export const profileFieldShape = {
  firstName: requiredName(profileMessages.firstNameRequired),
  lastName: requiredName(profileMessages.lastNameRequired),
  email,
  phoneNumber: optionalText(PHONE_NUMBER_MAX),
  country: z.enum(countryNames, { error: profileMessages.countryRequired }),
  city: optionalText(SHORT_TEXT_MAX),
  currentRole: optionalText(SHORT_TEXT_MAX),
  company: optionalText(SHORT_TEXT_MAX),
  industry: optionalChoice(industrySchema),
  professionalJourney: optionalText(LONG_TEXT_MAX),
  personalJourney: optionalText(LONG_TEXT_MAX),
  favoriteMemory: optionalText(LONG_TEXT_MAX),
  thinkingChange: optionalText(LONG_TEXT_MAX),
  futureHopes: optionalText(LONG_TEXT_MAX),
  adviceToSelf: optionalText(LONG_TEXT_MAX),
  freeTimeActivity: optionalText(LONG_TEXT_MAX),
  insightFromINSEAD: optionalText(LONG_TEXT_MAX),
  // The historical spelling: it is the stored field's name, and outside clients use it.
  karaokeeSong: optionalText(SHORT_TEXT_MAX),
  excitedAbout: optionalText(LONG_TEXT_MAX),
  photos: z
    .array(z.string())
    .max(MAX_PROFILE_PHOTOS, { error: profileMessages.tooManyPhotos })
    .default([]),
  attending: attendingSchema.default(DEFAULT_ATTENDING),
  parisGathering: attendingSchema.default(DEFAULT_ATTENDING),
  arrivalDate: isoDate,
  departureDate: isoDate,
  accommodation: accommodationSchema.default(DEFAULT_ACCOMMODATION),
  accommodationTown,
  kidsCount,
  kidsAges,
  connectionInterests: optionalText(LONG_TEXT_MAX),
  additionalNotes: optionalText(LONG_TEXT_MAX),
  aiChatOptOut: z.boolean().default(false),
  // Left out, a new profile shows everything to classmates and a saved one keeps its settings.
  contactVisibility: contactVisibilityRequestSchema.optional(),
  status: profileStatusSchema.default(DEFAULT_PROFILE_STATUS),
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
