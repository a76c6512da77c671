import { randomBytes } from 'node:crypto';

/**
 * The types a stored file may have, each with the extension its key ends in. The served
 * Content-Type comes from this fixed list, never from what an uploader claimed, so no stored
 * file can ever be answered as HTML or script.
 */
const EXTENSION_BY_TYPE = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;

export type StorableContentType = keyof typeof EXTENSION_BY_TYPE;

const TYPE_BY_EXTENSION: ReadonlyMap<string, StorableContentType> = new Map(
  (Object.entries(EXTENSION_BY_TYPE) as [StorableContentType, string][]).map(([type, ext]) => [
    ext,
    type,
  ]),
);

/** 128 random bits in hex, then the extension: unguessable, and safe as a file name anywhere. */
const KEY_PATTERN = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

/**
 * A new random key. The content type is part of the key so that a key alone says how to serve
 * the file: the local folder needs no metadata beside it, and S3 can use the same key as is.
 */
export function newStorageKey(contentType: StorableContentType): string {
  return `${randomBytes(16).toString('hex')}.${EXTENSION_BY_TYPE[contentType]}`;
}

/** Only keys this module made; anything else (`../x`, `a/b`) is refused before it nears a path. */
export function isStorageKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

export function contentTypeOfKey(key: string): StorableContentType {
  const type = TYPE_BY_EXTENSION.get(key.slice(key.lastIndexOf('.') + 1));
  if (!isStorageKey(key) || type === undefined) throw new Error(`not a storage key: ${key}`);
  return type;
}
