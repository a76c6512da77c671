import {
  IMAGE_UPLOAD_DEFAULT_ACCEPT,
  IMAGE_UPLOAD_DEFAULT_MAX_BYTES,
  IMAGE_UPLOAD_DEFAULT_MAX_FILES,
  imageUploadMessages,
  isAcceptedFile,
  isHeicFile,
  photoUploadMessages,
} from '@reunion/contracts';

export interface ImageUploadRules {
  /** How many images the control may hold in all, existing ones included. */
  maxFiles?: number;
  maxBytes?: number;
  /** Extensions, exact types or wildcard types, as in a file input's `accept`. */
  accept?: readonly string[];
  /** How the accepted types are named in the 'Invalid File Type' toast; `accept` otherwise. */
  acceptLabels?: readonly string[];
}

export interface SelectionProblem {
  title: string;
  description: string;
}

export interface SelectionResult<F> {
  accepted: F[];
  problems: SelectionProblem[];
}

interface FileLike {
  name: string;
  type: string;
  size: number;
}

/**
 * The image upload control (docs/profiles.md): too many in all discards the whole choice; otherwise
 * files that are too large or of a wrong type are named and dropped, and the valid rest kept. A
 * HEIC file's refusal names it and says how to get a JPEG.
 */
export function checkImageSelection<F extends FileLike>(
  files: readonly F[],
  existingCount: number,
  rules: ImageUploadRules = {},
): SelectionResult<F> {
  const maxFiles = rules.maxFiles ?? IMAGE_UPLOAD_DEFAULT_MAX_FILES;
  const maxBytes = rules.maxBytes ?? IMAGE_UPLOAD_DEFAULT_MAX_BYTES;
  const accept = rules.accept ?? IMAGE_UPLOAD_DEFAULT_ACCEPT;

  if (existingCount + files.length > maxFiles) {
    return {
      accepted: [],
      problems: [
        {
          title: imageUploadMessages.tooManyFilesTitle,
          description: imageUploadMessages.tooManyFiles(maxFiles),
        },
      ],
    };
  }

  const wrongType = files.filter((file) => !isAcceptedFile(file, accept));
  const tooLarge = files.filter((file) => !wrongType.includes(file) && file.size > maxBytes);
  const problems: SelectionProblem[] = [];
  if (tooLarge.length > 0) {
    problems.push({
      title: imageUploadMessages.fileSizeExceededTitle,
      description: imageUploadMessages.fileSizeExceeded(
        maxBytes,
        tooLarge.map((file) => file.name),
      ),
    });
  }
  // An iPhone's HEIC is refused as any other type is, but its refusal says how to get a JPEG
  // (docs/photos.md, "Types"): the list of accepted types alone left its owner stuck.
  const heic = wrongType.filter((file) => isHeicFile(file));
  const otherType = wrongType.filter((file) => !heic.includes(file));
  if (otherType.length > 0) {
    problems.push({
      title: imageUploadMessages.invalidFileTypeTitle,
      description: imageUploadMessages.invalidFileType(rules.acceptLabels ?? accept),
    });
  }
  if (heic.length > 0) {
    problems.push({
      title: imageUploadMessages.invalidFileTypeTitle,
      description: photoUploadMessages.heicRefusal(heic.map((file) => file.name)),
    });
  }
  return {
    accepted: files.filter((file) => !wrongType.includes(file) && !tooLarge.includes(file)),
    problems,
  };
}
