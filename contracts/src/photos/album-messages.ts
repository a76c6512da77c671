import { megabytes } from '../uploads/image-upload.js';

/** The album's texts (docs/messages.md, "Album"), shared by the section and the server's errors. */
export const albumMessages = {
  title: 'Class of 2005J Photo Album',
  noPhotoSelectedTitle: 'No photo selected',
  noPhotoSelected: 'Please select a photo to upload.',
  uploadFailedTitle: 'Upload failed',
  uploadFailed: 'There was an error uploading your photo.',
  uploaded: 'uploaded successfully',
  deleteConfirm: 'Are you sure you want to delete this photo?',
  deleteFailedTitle: 'Delete failed',
  deleteFailed: 'There was an error deleting your photo.',
  deleted: 'Photo deleted',
  noCaption: 'No caption',
  /** 'Shared by …' for a member without a published profile (never their username or e-mail). */
  unnamedUploader: 'A classmate',
  emptyTitle: 'No photos yet',
  emptyText: 'Be the first to share a memory!',
} as const;

/** The drop zone's refusals (docs/messages.md, "Album"). */
export const dropRejectionMessages = {
  fileTypeMustBe: (accepted: readonly string[]): string =>
    `File type must be ${accepted.join(', ')}`,
  /** In megabytes, as the drop zone states the limit (docs/photos.md). */
  fileTooLarge: (maxBytes: number): string => `File is larger than ${megabytes(maxBytes)} MB`,
  fileTooSmall: (minBytes: number): string => `File is smaller than ${minBytes} bytes`,
  tooManyFiles: 'Too many files',
} as const;
