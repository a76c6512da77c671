import { z } from 'zod';
import { hasNulCharacter, NUL_CHARACTER_MESSAGE } from '../invisible-characters.js';
import {
  CONTROL_CHARACTERS_MESSAGE,
  noControl,
  onOneLine,
  withoutDirectionControls,
} from '../text/line-rules.js';
import { ALBUM_CAPTION_MAX } from './album-limits.js';

/**
 * An album photo as the API returns it (GET /api/photos). Unknown keys are stripped so a newer
 * server can add fields. `thumbnailUrl` is an addition to the original photo: the grid shows four
 * across, and loading full photos of up to 10 MB for it would be wasteful. `userName` is the uploader's
 * name as the card prints it ("Shared by {name}").
 */
export const albumPhotoSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  photoUrl: z.string().min(1),
  thumbnailUrl: z.string().min(1),
  caption: z.string().nullable(),
  userName: z.string(),
  uploadDate: z.iso.datetime({ offset: true }),
});
export type AlbumPhoto = z.infer<typeof albumPhotoSchema>;

export const albumPhotoListSchema = z.array(albumPhotoSchema);
export type AlbumPhotoList = z.infer<typeof albumPhotoListSchema>;

/**
 * The text fields of POST /api/photos (multipart; the file itself is checked by the upload
 * limits, not here). A caption is one line, ruled as a profile's lines are (text/line-rules.ts).
 * Strict like the profile bodies: the uploader is the session's user, so a
 * `userId` or `userName` field is refused rather than ignored. A blank caption is no caption.
 */
export const createAlbumPhotoFieldsSchema = z.strictObject({
  caption: z
    .string()
    .overwrite(withoutDirectionControls)
    .trim()
    .overwrite(onOneLine)
    .max(ALBUM_CAPTION_MAX)
    .refine((caption) => !hasNulCharacter(caption), { error: NUL_CHARACTER_MESSAGE, abort: true })
    .refine(noControl, { error: CONTROL_CHARACTERS_MESSAGE })
    .optional()
    .transform((value) => value || null),
});
export type CreateAlbumPhotoFields = z.infer<typeof createAlbumPhotoFieldsSchema>;
export type CreateAlbumPhotoFieldsInput = z.input<typeof createAlbumPhotoFieldsSchema>;
