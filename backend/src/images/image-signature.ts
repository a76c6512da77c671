import type { PhotoType } from '@reunion/contracts';

/** The formats a photo may be in (docs/photos.md, "Types"), as sharp names them. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** The content type each format is stored and served with. */
export const PHOTO_FORMAT_TYPES: Readonly<Record<PhotoFormat, PhotoType>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Enough bytes for every signature below. */
export const SIGNATURE_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/**
 * The format the file's first bytes announce, or null. Decided from the bytes alone: the file
 * name and the declared type are whatever the sender chose. Four fixed signatures need no
 * library (file-type would add an ESM-only dependency for them, and it cannot see SVG either).
 * A decoder must then agree (the callers check sharp's own reading of the format).
 */
export function formatFromSignature(bytes: Uint8Array): PhotoFormat | null {
  // SOI marker then the next marker's FF.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  // "GIF87a" or "GIF89a".
  if (
    startsWith(bytes, ascii('GIF8')) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'gif';
  // A RIFF container ("RIFF", its length, then "WEBP").
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
