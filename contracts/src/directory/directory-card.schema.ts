import { z } from 'zod';
import {
  accommodationSchema,
  accommodationTownSchema,
  attendingSchema,
  industrySchema,
} from '../profile/enums.js';

/** Side of the square JPEG a card shows, made once on the server from the first photo. */
export const DIRECTORY_THUMBNAIL_SIZE = 160;

/**
 * What the directory needs of a profile and nothing more: the card's text, the fields the
 * filters and sorts read, and the address of a small thumbnail (never image bytes). With 2,000
 * profiles the whole list stays well under 1 KB a profile, so the browser can hold it and
 * filter, sort and page it without another request.
 */
export const directoryCardSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  currentRole: z.string().nullable(),
  company: z.string().nullable(),
  industry: industrySchema.nullable(),
  city: z.string().nullable(),
  country: z.string(),
  attending: attendingSchema,
  parisGathering: attendingSchema,
  arrivalDate: z.iso.date().nullable(),
  accommodation: accommodationSchema,
  accommodationTown: accommodationTownSchema.nullable(),
  kidsCount: z.number().int(),
  /** `/api/files/<key>` of the thumbnail, a one-time maker's address, or null without photos. */
  thumbnailUrl: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type DirectoryCard = z.infer<typeof directoryCardSchema>;

export const directoryCardListSchema = z.array(directoryCardSchema);
