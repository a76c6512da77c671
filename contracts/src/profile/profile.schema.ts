import { z } from 'zod';
import {
  accommodationSchema,
  accommodationTownSchema,
  attendingSchema,
  industrySchema,
  profileStatusSchema,
} from './enums.js';
import { contactVisibilitySettingsSchema } from './contact-visibility.schema.js';
import { MAX_PROFILE_PHOTOS } from './limits.js';

const text = z.string().nullable();

/**
 * A profile as the API returns it (GET /api/profiles, GET /api/profiles/{id}). Unknown keys are
 * stripped, not refused: a newer server may add fields without breaking an older section.
 * `country` is any string here, not the list, so a country that leaves a future version of the
 * list still reads back. `photos` are addresses of stored files, never image bytes.
 */
export const profileSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: text,
  phoneNumber: text,
  country: z.string(),
  city: text,
  currentRole: text,
  company: text,
  industry: industrySchema.nullable(),
  professionalJourney: text,
  personalJourney: text,
  favoriteMemory: text,
  thinkingChange: text,
  futureHopes: text,
  adviceToSelf: text,
  freeTimeActivity: text,
  insightFromINSEAD: text,
  karaokeeSong: text,
  excitedAbout: text,
  photos: z.array(z.string()).max(MAX_PROFILE_PHOTOS),
  attending: attendingSchema,
  parisGathering: attendingSchema,
  arrivalDate: z.iso.date().nullable(),
  departureDate: z.iso.date().nullable(),
  accommodation: accommodationSchema,
  accommodationTown: accommodationTownSchema.nullable(),
  kidsCount: z.number().int(),
  kidsAges: z.array(z.number().int()),
  connectionInterests: text,
  additionalNotes: text,
  aiChatOptOut: z.boolean(),
  /**
   * Who may see the e-mail, phone and city: sent to the owner and the organisers only. A
   * detail the reader may not see is null above, whatever is stored.
   */
  contactVisibility: contactVisibilitySettingsSchema.optional(),
  status: profileStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * A profile as a save answers it (POST /api/profiles, PATCH /api/profiles/{id}): with the new
 * e-mail address the save did not write yet, waiting for the link mailed to it to be opened
 * (docs/profiles.md, "A profile's e-mail address").
 */
export const savedProfileSchema = profileSchema.extend({
  emailAwaitingConfirmation: z.string().optional(),
});
export type SavedProfile = z.infer<typeof savedProfileSchema>;

export const profileListSchema = z.array(profileSchema);
export type ProfileList = z.infer<typeof profileListSchema>;
