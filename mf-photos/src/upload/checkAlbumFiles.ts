import {
  ALBUM_PHOTO_ACCEPTED_EXTENSIONS,
  ALBUM_PHOTO_ACCEPTED_TYPES,
  ALBUM_PHOTO_MAX_BYTES,
  ALBUM_PHOTO_MAX_FILES,
  dropRejectionMessages,
} from '@reunion/contracts';

export type AlbumFileCheck = { file: File } | { problem: string };

/** What the file chooser offers: the types and, for systems that know only names, the extensions. */
export const ALBUM_ACCEPT_ATTRIBUTE = [
  ...ALBUM_PHOTO_ACCEPTED_TYPES,
  ...ALBUM_PHOTO_ACCEPTED_EXTENSIONS,
].join(',');

function isAcceptedType(file: File): boolean {
  if ((ALBUM_PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return true;
  // Some systems give no type at all; the name is all there is then. The server decides from
  // the bytes either way: this check only spares a pointless upload.
  const name = file.name.toLowerCase();
  return file.type === '' && ALBUM_PHOTO_ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext));
}

/**
 * The album's rules (docs/pages.md, "Photo album") on the files a person chose or dropped: exactly
 * one, JPEG, PNG or GIF, at most 10 MB, worded as the drop zone's refusals. null when nothing was
 * chosen.
 */
export function checkAlbumFiles(files: readonly File[]): AlbumFileCheck | null {
  const [file] = files;
  if (!file) return null;
  if (files.length > ALBUM_PHOTO_MAX_FILES) return { problem: dropRejectionMessages.tooManyFiles };
  if (!isAcceptedType(file))
    return { problem: dropRejectionMessages.fileTypeMustBe(ALBUM_PHOTO_ACCEPTED_EXTENSIONS) };
  if (file.size > ALBUM_PHOTO_MAX_BYTES)
    return { problem: dropRejectionMessages.fileTooLarge(ALBUM_PHOTO_MAX_BYTES) };
  if (file.size === 0) return { problem: dropRejectionMessages.fileTooSmall(1) };
  return { file };
}
