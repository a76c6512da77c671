/**
 * The image upload control's defaults when a screen sets none (docs/profiles.md, "The image upload
 * control").
 */
export const IMAGE_UPLOAD_DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_DEFAULT_MAX_FILES = 1;
export const IMAGE_UPLOAD_DEFAULT_ACCEPT: readonly string[] = ['image/*'];

export interface FileDescription {
  name: string;
  /** The browser's MIME type; '' when it does not know. */
  type: string;
}

/**
 * An accepted-list entry may be an extension ('.jpg'), an exact type ('image/png') or
 * a wildcard type ('image/*'), as in the `accept` attribute of a file input. Case-insensitive,
 * because file names from cameras are often upper case ('IMG_0001.JPG').
 */
export function isAcceptedFile(file: FileDescription, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return entry !== '' && type === entry;
  });
}

const bytesPerMegabyte = 1024 * 1024;

/** A size limit as the screens state it: 5 MB is 5 × 1024 × 1024 bytes. */
export function megabytes(bytes: number): number {
  return bytes / bytesPerMegabyte;
}

/** The toasts of the image upload control (docs/messages.md, "Profile forms"). */
export const imageUploadMessages = {
  tooManyFilesTitle: 'Too Many Files',
  tooManyFiles: (max: number): string =>
    `You can only upload a maximum of ${max} images. Please remove some existing images first.`,
  fileSizeExceededTitle: 'File Size Exceeded',
  fileSizeExceeded: (maxBytes: number, fileNames: readonly string[]): string =>
    `The following file(s) exceed the ${megabytes(maxBytes)}MB limit: ${fileNames.join(', ')}`,
  invalidFileTypeTitle: 'Invalid File Type',
  invalidFileType: (accept: readonly string[]): string =>
    `Only ${accept.join(', ')} files are accepted.`,
  uploadErrorTitle: 'Upload Error',
  uploadError: 'There was a problem processing your files. Please try again.',
  removeErrorTitle: 'Error',
  removeError: 'Failed to remove the file. Please try again.',
  previewTooLargeTitle: 'File too large',
  previewTooLarge: (maxBytes: number): string => `Maximum size: ${megabytes(maxBytes)}MB`,
} as const;
