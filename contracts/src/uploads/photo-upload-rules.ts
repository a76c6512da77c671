import { type FileDescription, isAcceptedFile } from './image-upload.js';

/**
 * The one set of rules for every photo the site takes in, a profile's and the album's
 * (docs/photos.md). The screens check a chosen file against them, resize it, and check what they
 * are about to send; the server checks what it receives, from its bytes.
 */

/**
 * The types: those every browser can draw on a canvas, so a screen can resize them, and the
 * server can decode. HEIC is not one: most browsers cannot draw it, and an iPhone hands a JPEG to
 * a file chooser that does not ask for HEIC (docs/photos.md, "Types").
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** How the screens and the server's messages name the types, in PHOTO_TYPES's order. */
export const PHOTO_TYPE_NAMES: Readonly<Record<PhotoType, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

/** The names' endings, for a system that gives a chosen file no type (some Android choosers). */
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif'] as const;

/** The file chooser's `accept`, and what the screens' type check takes. */
export const PHOTO_ACCEPT: readonly string[] = [...PHOTO_TYPES, ...PHOTO_EXTENSIONS];

/**
 * At most this many bytes are sent of a photo the browser redraws, a profile's or the album's (5 MB
 * is 5 × 1024 × 1024 bytes): less to carry over a phone's data. It is also the most a profile
 * photo may be, whatever the client: it travels as a data URL in a JSON body, three to a save.
 */
export const PHOTO_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The most an album photo may be as sent (10 MB, 10 × 1024 × 1024 bytes); the server refuses more,
 * whatever the client. The site's own screen sends more than PHOTO_UPLOAD_MAX_BYTES only of a GIF,
 * which it never redraws, to keep it animated.
 */
export const ALBUM_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The largest file a person may choose, before it is resized. Past it the choice is refused at
 * once, before anything is decoded: a phone's camera JPEG is 2–15 MB, while decoding a much
 * larger picture could take a phone's memory.
 */
export const PHOTO_ORIGINAL_MAX_BYTES = 25 * 1024 * 1024;

/**
 * The most pixels (width × height × frames) the server takes in a photo sent to it, a profile's
 * or the album's; past it the photo is refused from its header, before decoding. A 48-megapixel
 * phone photo passes; a small file that claims 30000 × 30000 (a "pixel bomb") does not.
 */
export const PHOTO_MAX_PIXELS = 64_000_000;

/** What a resized photo is written as: JPEG is what every browser's canvas writes. */
export const RESIZED_PHOTO_TYPE = 'image/jpeg';

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/** How a screen resizes the photos it sends (docs/photos.md, "Resizing"). */
export interface PhotoResizeTarget {
  /** Neither side of a resized photo exceeds this many pixels; nothing is enlarged. */
  readonly maxSide: number;
  /** The JPEG quality a resized photo is written at, 0–1. */
  readonly quality: number;
  /**
   * 'always': every photo is redrawn (a profile photo is always a small JPEG, and so never carries
   * its EXIF, location included, off the device). 'when-too-big': only a photo over `maxSide` or
   * over PHOTO_UPLOAD_MAX_BYTES is; the album sends the others as they are, and a GIF, animation
   * included, as it is up to ALBUM_PHOTO_MAX_BYTES.
   */
  readonly redraw: 'always' | 'when-too-big';
}

/** The two screens' resizing. */
export const PHOTO_RESIZE = {
  /** A profile shows its photos at most 800 px wide; at 0.6 one is a few hundred KB. */
  profile: { maxSide: 800, quality: 0.6, redraw: 'always' },
  /** 2048 px fills a laptop's screen in the viewer; at 0.85 a phone photo is 0.5–2 MB. */
  album: { maxSide: 2048, quality: 0.85, redraw: 'when-too-big' },
} as const satisfies Record<string, PhotoResizeTarget>;

/**
 * The longest data URL a profile body may carry for one photo (docs/api.md, "Calls with a
 * particular shape"): a photo of PHOTO_UPLOAD_MAX_BYTES in base64, its `data:image/…;base64,`
 * prefix, and a little over, so that the server's exact check on the decoded bytes is the one that
 * words a refusal.
 */
export const PHOTO_DATA_URL_MAX_LENGTH = Math.ceil(PHOTO_UPLOAD_MAX_BYTES / 3) * 4 + 1024;

/** Whether a chosen file is of an accepted type, by its type or, lacking one, its name. */
export function isPhotoFile(file: FileDescription): boolean {
  return isAcceptedFile(file, PHOTO_ACCEPT);
}

/**
 * HEIC or HEIF, an iPhone camera's own format, by its type or its name's ending: refused as any
 * other type is, with a refusal that says how to get a JPEG (docs/photos.md, "Types").
 */
export function isHeicFile(file: FileDescription): boolean {
  return isAcceptedFile(file, [
    'image/heic',
    'image/heif',
    'image/heic-sequence',
    'image/heif-sequence',
    '.heic',
    '.heif',
  ]);
}

/** A GIF, by its type or, lacking one, its name. */
export function isGifFile(file: FileDescription): boolean {
  return isAcceptedFile(file, file.type === '' ? ['.gif'] : ['image/gif']);
}
