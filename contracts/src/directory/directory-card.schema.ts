import { z } from 'zod';
import { type FieldsWith, fieldsWhere } from '../profile/profile-field-table.js';
import { profileSchema } from '../profile/profile.schema.js';

/** The profile fields a card carries (the field table's `directoryCard`), in the table's order. */
export type DirectoryCardField = FieldsWith<'directoryCard', true>;
export const directoryCardFields = fieldsWhere<DirectoryCardField>((field) => field.directoryCard);

/** Side of the square JPEG a card shows, made once on the server from the first photo. */
export const DIRECTORY_THUMBNAIL_SIZE = 160;

/**
 * What the directory needs of a profile and nothing more: the card's text, the fields the
 * filters and sorts read (the field table's `directoryCard`: a city its owner hides from the
 * reader is null), and the address of a small thumbnail (never image bytes). With 2,000
 * profiles the whole list stays well under 1 KB a profile, so the browser can hold it and
 * filter, sort and page it without another request.
 */
export const directoryCardSchema = z.object({
  id: z.number().int().positive(),
  ...profileSchema.pick(
    Object.fromEntries(directoryCardFields.map((field) => [field, true])) as Record<
      DirectoryCardField,
      true
    >,
  ).shape,
  /** `/api/files/<key>` of the thumbnail, a one-time maker's address, or null without photos. */
  thumbnailUrl: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type DirectoryCard = z.infer<typeof directoryCardSchema>;

export const directoryCardListSchema = z.array(directoryCardSchema);
