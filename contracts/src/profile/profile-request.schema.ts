import { z } from 'zod';
import { profileStatusValues } from './enums.js';
import {
  profileFieldShape,
  reconcileProfileFields,
  stayDatesCheck,
} from './profile-fields.schema.js';
import { MAX_PROFILE_PHOTOS, PROFILE_PHOTO_MAX_DATA_URL_LENGTH } from './limits.js';
import { profileMessages } from './messages.js';

// A new photo is an image data URL (the client sends JPEG data URLs: docs/profiles.md, "Photos"); a
// kept photo is the address the server gave it, either a path on this origin or an absolute http(s)
// URL. Which stored addresses belong to the profile is the server's check, not the schema's.
const DATA_URL_HEAD = /^data:image\/[a-z0-9.+-]+;base64,/i;
// Not '//host' nor '/\host': browsers read both as another origin (protocol-relative).
const STORED_PHOTO_ADDRESS_HEAD = /^(\/(?![/\\])|https?:\/\/)/i;
// Only the heads are matched by pattern, the rest char by char: a pattern over the whole of a data
// URL of megabytes (`[a-z0-9+/]+=*$`) overflowed V8's backtracking stack, a RangeError (500).
const NOT_BASE64 = /[^a-z0-9+/=]/i;
const WHITE_SPACE = /\s/;

export function isPhotoDataUrl(photo: string): boolean {
  const head = DATA_URL_HEAD.exec(photo);
  if (!head) return false;
  const body = photo.slice(head[0].length);
  const padding = body.indexOf('=');
  const paddingLength = padding === -1 ? 0 : body.length - padding;
  return (
    body.length > paddingLength &&
    !NOT_BASE64.test(body) &&
    paddingLength <= 2 &&
    body.endsWith('='.repeat(paddingLength))
  );
}

function isStoredPhotoAddress(photo: string): boolean {
  const head = STORED_PHOTO_ADDRESS_HEAD.exec(photo);
  return head !== null && photo.length > head[0].length && !WHITE_SPACE.test(photo);
}

export const profilePhotoInputSchema = z
  .string()
  .max(PROFILE_PHOTO_MAX_DATA_URL_LENGTH)
  .refine((value) => isPhotoDataUrl(value) || isStoredPhotoAddress(value), {
    error: profileMessages.invalidPhoto,
  });

const profileRequestShape = {
  ...profileFieldShape,
  photos: z
    .array(profilePhotoInputSchema)
    .max(MAX_PROFILE_PHOTOS, { error: profileMessages.tooManyPhotos })
    .default([]),
  status: z.enum(profileStatusValues, { error: profileMessages.invalidStatus }),
};

/**
 * Body of POST /api/profiles (docs/api.md, "Calls with a particular shape"): every form field, the
 * photos, and the status.
 *
 * Unknown keys are refused with 400 rather than stripped: `id`, `userId`, `createdAt` and
 * `updatedAt` belong to the server and a body naming them is a client bug worth seeing; and
 * the stored fields' odd names (`karaokeeSong`, `insightFromINSEAD`) make a misspelt key likely,
 * which stripping would turn into silently lost text.
 *
 * `status` is required here, unlike the data-level default: a client that forgets it must
 * not publish a draft by accident.
 */
export const createProfileRequestSchema = z
  .strictObject(profileRequestShape)
  .overwrite(reconcileProfileFields)
  .refine(...stayDatesCheck);
/** What the server works with after parsing. */
export type CreateProfileRequest = z.infer<typeof createProfileRequestSchema>;
/** What a client may send (numeric strings for kids, '' for empty controls…). */
export type CreateProfileRequestInput = z.input<typeof createProfileRequestSchema>;

/**
 * Body of PATCH /api/profiles/{id}: the same full shape, replacing the profile's fields.
 * The client sends every form field and the *final* photo list (kept ones, minus
 * removed, plus new), so a missing optional field means "empty" and a photo left out is
 * deleted. A partial patch would need the stored row to apply the kids and town rules, and
 * zod would still fill defaults into it; a full body keeps the rules in one place and the
 * required fields stop a careless partial body from wiping a profile.
 *
 * `basedOn`: the profile's `updatedAt` as the form read it. A save based on an older version is
 * refused (412, profileMessages.profileChanged) instead of replacing what another save wrote
 * meanwhile (docs/profiles.md, "Two saves of one profile"). Optional, so a section built before
 * it still saves.
 */
export const updateProfileRequestSchema = z
  .strictObject({ ...profileRequestShape, basedOn: z.iso.datetime({ offset: true }).optional() })
  .overwrite(reconcileProfileFields)
  .refine(...stayDatesCheck);
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type UpdateProfileRequestInput = z.input<typeof updateProfileRequestSchema>;
