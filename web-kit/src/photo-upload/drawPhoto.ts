import { type PixelSize, RESIZED_PHOTO_TYPE } from '@reunion/contracts';

/**
 * Draws `image` at `size` and writes it as a JPEG at `quality`, or null when the browser cannot
 * (no 2D canvas, or too little memory for it). What is written carries no EXIF: the location a
 * phone recorded stays on the device.
 *
 * The browser's own canvas, not a library: pica's finer filter shows little on photos shrunk
 * 2 to 5 times, and browser-image-compression runs its work in a worker fetched from a CDN by
 * default, which the site's CSP refuses; the canvas costs no bytes of script.
 */
export function drawPhoto(
  image: CanvasImageSource,
  size: PixelSize,
  quality: number,
): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size.width, size.height);
  return new Promise((resolve) => {
    canvas.toBlob((blob) => resolve(blob), RESIZED_PHOTO_TYPE, quality);
  });
}
