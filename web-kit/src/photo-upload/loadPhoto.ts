/**
 * Decodes a photo from `url` (an object URL of the chosen file), or null when this browser cannot
 * (not an image, a type it does not know such as HEIC, damaged, or too large for its memory).
 * An <img> rather than createImageBitmap: every browser turns it upright by its EXIF orientation
 * when drawn, as a phone photo needs.
 */
export function loadPhoto(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image.naturalWidth > 0 ? image : null);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}
