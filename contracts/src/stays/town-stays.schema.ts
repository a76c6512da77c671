import { z } from 'zod';
import { accommodationSchema, accommodationTownSchema } from '../profile/enums.js';

/**
 * GET /api/stays: a published classmate who is coming and gave both dates, arrival on or
 * before departure ('YYYY-MM-DD'). The town is null while the accommodation is undecided.
 */
export const classmateStaySchema = z.object({
  profileId: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  arrivalDate: z.iso.date(),
  departureDate: z.iso.date(),
  accommodation: accommodationSchema,
  accommodationTown: accommodationTownSchema.nullable(),
});
export type ClassmateStay = z.infer<typeof classmateStaySchema>;
export const classmateStayListSchema = z.array(classmateStaySchema);

/** GET /api/stays/companions/{id}: one classmate under the same roof, and the shared nights. */
export const stayCompanionSchema = z.object({
  profileId: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  /** The evenings both spend there, in order. */
  nights: z.array(z.iso.date()),
});
export type StayCompanion = z.infer<typeof stayCompanionSchema>;
export const stayCompanionListSchema = z.array(stayCompanionSchema);
