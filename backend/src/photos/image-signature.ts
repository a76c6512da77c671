/** The formats an album photo may be in (docs/pages.md, "Photo album": JPEG, PNG, GIF). */
export type AlbumImageFormat = 'jpeg' | 'png' | 'gif';

/** Enough bytes for every signature below. */
export const SIGNATURE_BYTES = 8;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

/**
 * The format the file's first bytes announce, or null. Decided from the bytes alone: the file
 * name and the declared type are whatever the sender chose. Three fixed signatures need no
 * library (file-type would add an ESM-only dependency for them, and it cannot see SVG either).
 */
export function formatFromSignature(bytes: Uint8Array): AlbumImageFormat | null {
  // SOI marker then the next marker's FF.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  // "GIF87a" or "GIF89a".
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'gif';
  return null;
}
