import sharp from 'sharp';

/** A small real JPEG of one colour, made by sharp (so the tests carry no binary fixtures). */
export function jpegBytes(width = 40, height = 30, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

export function pngBytes(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
}

export const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** Bytes as a data URL that *claims* to be a JPEG, whatever they really are. */
export function jpegDataUrl(bytes: Buffer): string {
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

/** A JPEG carrying EXIF with a GPS position and a marker text, to check that both are dropped. */
export const EXIF_MARKER = 'secret-exif-marker';
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#228844' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: EXIF_MARKER, ImageDescription: EXIF_MARKER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 24/1 18/1' },
    })
    .toBuffer();
}
