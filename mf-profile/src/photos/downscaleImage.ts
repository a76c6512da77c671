import {
  PROFILE_PHOTO_MAX_SIDE,
  PROFILE_PHOTO_QUALITY,
  PROFILE_PHOTO_TYPE,
} from '@reunion/contracts';

/** Image-processing messages; they end up in 'Failed to create profile: …'. */
export const imageProcessingMessages = {
  noCanvasContext: 'Could not get canvas context',
  loadFailed: 'Failed to load image',
  processFailed: 'Failed to process images',
} as const;

/** The size that fits within maxSide on both sides, keeping the ratio; never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = PROFILE_PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(imageProcessingMessages.loadFailed));
    image.src = url;
  });
}

/**
 * docs/profiles.md, "Photos": a chosen photo is downscaled in the browser so no side exceeds 800 px
 * and re-encoded as JPEG at 0.6, which also drops its EXIF (location included) before it leaves the
 * device. Returns a JPEG data URL, the form POST/PATCH bodies carry.
 */
export async function downscaleImage(file: Blob): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const size = fitWithin(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(imageProcessingMessages.noCanvasContext);
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
    return canvas.toDataURL(PROFILE_PHOTO_TYPE, PROFILE_PHOTO_QUALITY);
  } finally {
    URL.revokeObjectURL(url);
  }
}
