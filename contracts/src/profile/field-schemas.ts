import { z } from 'zod';
import { coerceKidsCount } from './kids.js';
import {
  type AccommodationTown,
  accommodationSchema,
  accommodationTownSchema,
  attendingSchema,
  industrySchema,
  profileStatusSchema,
} from './enums.js';
import { EMAIL_MAX, MAX_KID_AGE, MAX_KIDS_COUNT, SHORT_TEXT_MAX } from './limits.js';
import { profileMessages } from './messages.js';
import { withinStayDateRange } from './stay-dates.js';
import { noControl, onOneLine, withoutDirectionControls } from '../text/line-rules.js';

// The field table's schema makers are handed these (fieldSchemaKit, at the end), so the table
// itself imports no zod (profile-field-table.ts says why).
//
// Conventions of the request side. Forms send '' for an empty control and JSON drops
// undefined, so '', null and a missing key all mean "empty", and every optional field comes
// out as a value or null: one spelling of "empty" for the database and for the directory's
// "not specified" fallbacks. (A field the table keeps when left out reads a missing key as
// undefined instead: profile-fields.schema.ts.)

// A name made only of invisible characters (zero-width or bidi controls, a lone combining
// accent) survives trim() but would print as a blank card, so it counts as missing.
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cf}\p{Cc}\p{M}\p{Cs}]/u;

export function requiredName(message: string) {
  return (
    z
      .string({ error: message })
      .overwrite(withoutDirectionControls)
      .trim()
      .overwrite(onOneLine)
      .max(SHORT_TEXT_MAX)
      .refine(noControl, { error: profileMessages.controlCharacters })
      // Also what makes it required: an empty string has no visible character either.
      .regex(VISIBLE_CHARACTER, { error: message })
  );
}

/** A line of text (a city, a company…), or none. */
export function optionalLine(max: number) {
  return z
    .string()
    .overwrite(withoutDirectionControls)
    .trim()
    .overwrite(onOneLine)
    .max(max)
    .refine(noControl, { error: profileMessages.controlCharacters })
    .nullish()
    .transform((value) => value || null);
}

/** An essay: lines and tabs as typed, or none. */
export function optionalText(max: number) {
  return z
    .string()
    .overwrite(withoutDirectionControls)
    .trim()
    .max(max)
    .refine(noControl, { error: profileMessages.controlCharacters })
    .nullish()
    .transform((value) => value || null);
}

export function optionalChoice<T extends z.ZodType<string>>(choice: T) {
  return z
    .union([choice, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null);
}

export function email() {
  return z
    .string()
    .trim()
    .max(EMAIL_MAX, { error: profileMessages.invalidEmail })
    .refine((value) => value === '' || z.regexes.email.test(value), {
      error: profileMessages.invalidEmail,
    })
    .nullish()
    .transform((value) => value || null);
}

/** ISO 8601's pattern takes the year 0000, which PostgreSQL's calendar (and ours) does not have. */
const hasYear = (date: string) => !date.startsWith('0000');

/** An arrival or departure: a date near the reunion (stay-dates.ts says why), or none. */
export function stayDate() {
  const error = profileMessages.invalidDate;
  return z
    .union([
      z.iso
        .date({ error })
        .refine(hasYear, { error })
        .refine(withinStayDateRange, { error: profileMessages.dateOutsideStayRange }),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((value) => value || null);
}

/**
 * accommodationTown null becomes 'Other'; '' or no key stays empty (docs/profiles.md,
 * "Accommodation and town").
 */
export function accommodationTown() {
  return z
    .union([accommodationTownSchema, z.literal(''), z.null()])
    .optional()
    .transform((value): AccommodationTown | null =>
      value === null ? 'Other' : value === '' || value === undefined ? null : value,
    );
}

export function kidsCount() {
  return z
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
}

// Unlike the count, an age is not silently zeroed: a blank age is the form's
// "Error - you need to add an age" (docs/profiles.md, "Kids"), so it is refused by that name.
function kidAge() {
  return z
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
}

// More ages than kids is reconciled (resized), not refused; the cap only stops an absurd list.
const KIDS_AGES_LIST_CAP = 50;
export function kidsAges() {
  return z
    .array(kidAge())
    .max(KIDS_AGES_LIST_CAP)
    .nullish()
    .transform((value) => value ?? []);
}

/**
 * The zod builders the table's makers use. Not zod's namespace itself: a namespace handed around
 * as a value is kept whole by the bundler, all of zod with every locale (about 90 KiB gzip).
 */
const zodBuilders = {
  string: z.string,
  number: z.number,
  boolean: z.boolean,
  array: z.array,
  enum: z.enum,
  iso: { date: z.iso.date },
};

/**
 * What a field's `schema` and `read` makers in the field table are given: zod's builders and the
 * helpers above. Passed in rather than imported there, so the table's labels and flags load
 * without zod.
 */
export const fieldSchemaKit = {
  z: zodBuilders,
  requiredName,
  optionalLine,
  optionalText,
  optionalChoice,
  email,
  stayDate,
  accommodationTown,
  kidsCount,
  kidsAges,
  attendingSchema,
  accommodationSchema,
  accommodationTownSchema,
  industrySchema,
  profileStatusSchema,
};
// An interface, so the field table's declaration file names it instead of spelling out zod's
// module type, which it cannot (TS2883).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the name is the point
export interface FieldSchemaKit extends Readonly<typeof fieldSchemaKit> {}
