import { z } from 'zod';
import { contactVisibilitySettingsSchema } from './contact-visibility.schema.js';
import { fieldSchemaKit } from './field-schemas.js';
import {
  type ProfileFieldName,
  profileFieldNames,
  profileFieldTable,
} from './profile-field-table.js';

type Table = typeof profileFieldTable;
/** A field some readers may not see is null for them (field-visibility.ts). */
type ReadShape = {
  [K in ProfileFieldName]: Table[K]['seenBy'] extends 'classmates'
    ? ReturnType<Table[K]['read']>
    : z.ZodNullable<ReturnType<Table[K]['read']>>;
};

const readShape = Object.fromEntries(
  profileFieldNames.map((name) => {
    const { read, seenBy } = profileFieldTable[name];
    const made = read(fieldSchemaKit);
    return [name, seenBy === 'classmates' ? made : made.nullable()];
  }),
) as ReadShape;

/**
 * A profile as the API returns it (GET /api/profiles, GET /api/profiles/{id}): its fields as
 * the field table declares them (profile-field-table.ts). Unknown keys are stripped, not
 * refused: a newer server may add fields without breaking an older section.
 */
export const profileSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  ...readShape,
  /**
   * Who may see the e-mail, phone and city: sent to the owner and the organisers only. A
   * detail the reader may not see is null above, whatever is stored.
   */
  contactVisibility: contactVisibilitySettingsSchema.optional(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * A profile as a save answers it (POST /api/profiles, PATCH /api/profiles/{id}) and as its owner
 * reads it (GET /api/profiles/{id}): with the new e-mail address not written yet, waiting for the
 * link mailed to it to be opened (docs/profiles.md, "A profile's e-mail address"). Nobody but the
 * owner is told of it.
 */
export const savedProfileSchema = profileSchema.extend({
  emailAwaitingConfirmation: z.string().optional(),
});
export type SavedProfile = z.infer<typeof savedProfileSchema>;

export const profileListSchema = z.array(profileSchema);
export type ProfileList = z.infer<typeof profileListSchema>;
