import { megabytes, PHOTO_UPLOAD_MAX_BYTES, photoUploadMessages } from '@reunion/contracts';

/** The server's own error texts for the profile endpoints (the form texts live in contracts). */
export const profileErrors = {
  notFound: 'Profile not found.',
  alreadyExists: 'You already have a profile. You can only have one profile.',
  tooManySaves: 'This profile has been saved many times in the last hour. Please try again later.',
  saveStillSending:
    'Your last save is still being sent. Please wait for it to finish, then try again.',
  manySaving: 'Many classmates are saving their profiles right now. Please try again in a moment.',
  emailTaken: 'Another profile already uses this email address.',
  emailLinkForAnotherMember:
    "This link confirms an address for another member's profile. Sign in as that member and open the link again.",
  cannotEdit: "You don't have permission to edit this profile. You can only edit your own profile.",
  cannotDelete: "You don't have permission to delete this profile.",
  photosChanged:
    "This profile's photos were changed by another save meanwhile. Please reload and try again.",
} as const;

/** Per-photo problems, numbered from 1 as a person counts them; reported under `fields.photos`. */
export const photoErrors = {
  notAPhoto: (n: number) => `Photo ${n} is not a ${photoUploadMessages.typeList} image.`,
  tooLarge: (n: number) => `Photo ${n} is larger than ${megabytes(PHOTO_UPLOAD_MAX_BYTES)} MB.`,
  unreadable: (n: number) => `Photo ${n} could not be read as an image.`,
  tooManyPixels: (n: number, megapixels: number) =>
    `Photo ${n} is too large (at most ${megapixels} megapixels).`,
  notOfThisProfile: (n: number) => `Photo ${n} is not one of this profile's photos.`,
  repeated: (n: number) => `Photo ${n} is listed twice.`,
} as const;
