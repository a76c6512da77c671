import { megabytes } from './image-upload.js';
import type { PhotoRefusal } from './photo-resize-plan.js';
import {
  ALBUM_PHOTO_MAX_BYTES,
  PHOTO_ORIGINAL_MAX_BYTES,
  PHOTO_RESIZE,
  PHOTO_TYPE_NAMES,
  PHOTO_TYPES,
  PHOTO_UPLOAD_MAX_BYTES,
  type PhotoResizeTarget,
} from './photo-upload-rules.js';

/** 'JPEG, PNG, WebP or GIF' */
function spokenList(words: readonly string[], conjunction: 'or' | 'and'): string {
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1) ?? ''}`;
}

const typeNames = PHOTO_TYPES.map((type) => PHOTO_TYPE_NAMES[type]);
const sentMb = megabytes(PHOTO_UPLOAD_MAX_BYTES);
const albumMb = megabytes(ALBUM_PHOTO_MAX_BYTES);
const chosenMb = megabytes(PHOTO_ORIGINAL_MAX_BYTES);

/** How a screen's resizing is stated under its control. */
function resizeRule(target: PhotoResizeTarget): string {
  return target.redraw === 'always'
    ? `Each is resized on your device to at most ${target.maxSide} px before upload, so no more than ${sentMb} MB is sent.`
    : `A photo over ${target.maxSide} px or ${sentMb} MB is resized on your device to a JPEG of at most ${sentMb} MB before upload; a GIF is sent as it is, to stay animated, so it must be at most ${albumMb} MB.`;
}

/**
 * The photo rules as the screens state them, and the refusals they and the server give
 * (docs/messages.md, "Photos"; docs/photos.md). Every number comes from photo-upload-rules.ts.
 */
export const photoUploadMessages = {
  /** 'JPEG, PNG, WebP or GIF' */
  typeList: spokenList(typeNames, 'or'),
  /** Under the profile form's photo control. */
  profileRules: (maxFiles: number): string =>
    `Up to ${maxFiles} photos (${spokenList(typeNames, 'or')}, up to ${chosenMb} MB each). ${resizeRule(PHOTO_RESIZE.profile)}`,
  /** Under the album's drop zone. */
  albumRules: `One photo at a time: ${spokenList(typeNames, 'or')}, up to ${chosenMb} MB. ${resizeRule(PHOTO_RESIZE.album)}`,
  /** A chosen photo that is not sent, naming its file. */
  refusal: (reason: PhotoRefusal, fileName: string): string => {
    switch (reason) {
      case 'gif-too-large':
        return `${fileName} is a GIF over ${albumMb} MB. A GIF is sent as it is, to stay animated: please choose one of at most ${albumMb} MB.`;
      case 'unreadable':
        return `${fileName} could not be opened on this device, so it could not be resized. Please save it as a JPEG and try again.`;
      case 'not-drawn':
        return `${fileName} could not be resized on this device. Please try a smaller photo or another browser.`;
      case 'still-too-large':
        return `${fileName} is still over ${sentMb} MB once resized. Please choose a smaller photo.`;
    }
  },
  /**
   * A chosen HEIC or HEIF file (isHeicFile), in place of the type refusal: what to do to get a
   * JPEG. An iPhone's Photo Library hands a chooser a JPEG; its Files app hands over the HEIC.
   */
  heicRefusal: (fileNames: readonly string[]): string =>
    fileNames.length === 1
      ? `${fileNames.join('')} is a HEIC photo, which this site cannot use: please choose a JPEG. On an iPhone, pick the photo from Photo Library rather than Files, or set Settings › Camera › Formats to Most Compatible.`
      : `${fileNames.join(', ')} are HEIC photos, which this site cannot use: please choose JPEGs. On an iPhone, pick the photos from Photo Library rather than Files, or set Settings › Camera › Formats to Most Compatible.`,
  /** The server's refusal of an album photo over ALBUM_PHOTO_MAX_BYTES (413). */
  albumPhotoTooLarge: `The photo is larger than ${albumMb} MB.`,
  /** The server's refusal of a file whose bytes are not one of PHOTO_TYPES. */
  notAPhoto: `Only ${spokenList(typeNames, 'and')} images can be uploaded.`,
} as const;
