import {
  ALBUM_PHOTO_MAX_FILES,
  dropRejectionMessages,
  isHeicFile,
  isPhotoFile,
  needsDecoding,
  PHOTO_ACCEPT,
  PHOTO_EXTENSIONS,
  PHOTO_ORIGINAL_MAX_BYTES,
  PHOTO_RESIZE,
  photoUploadMessages,
  planPhotoUpload,
} from '@reunion/contracts';

export type AlbumFileCheck = { file: File } | { problem: string };

/** What the file chooser offers: the types and, for systems that know only names, the extensions. */
export const ALBUM_ACCEPT_ATTRIBUTE = PHOTO_ACCEPT.join(',');

/**
 * The album's rules (docs/pages.md, "Photo album"; docs/photos.md) on the files a person chose or
 * dropped: exactly one, of every photo's types, an original of at most 25 MB, worded as the drop
 * zone's refusals. A GIF over the album's limit is refused here already: it is sent as it is, so
 * pressing Upload could not help. null when nothing was chosen. The server decides from the bytes
 * either way: this check only spares a pointless upload.
 */
export function checkAlbumFiles(files: readonly File[]): AlbumFileCheck | null {
  const [file] = files;
  if (!file) return null;
  if (files.length > ALBUM_PHOTO_MAX_FILES) return { problem: dropRejectionMessages.tooManyFiles };
  // An iPhone's HEIC: what to do to get a JPEG, where the list of endings left its owner stuck.
  if (!isPhotoFile(file))
    return {
      problem: isHeicFile(file)
        ? photoUploadMessages.heicRefusal([file.name])
        : dropRejectionMessages.fileTypeMustBe(PHOTO_EXTENSIONS),
    };
  if (file.size > PHOTO_ORIGINAL_MAX_BYTES)
    return { problem: dropRejectionMessages.fileTooLarge(PHOTO_ORIGINAL_MAX_BYTES) };
  if (file.size === 0) return { problem: dropRejectionMessages.fileTooSmall(1) };
  if (!needsDecoding(file, PHOTO_RESIZE.album)) {
    const plan = planPhotoUpload(file, null, PHOTO_RESIZE.album);
    if (plan.action === 'refuse')
      return { problem: photoUploadMessages.refusal(plan.reason, file.name) };
  }
  return { file };
}
