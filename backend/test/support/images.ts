import zlib from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

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

export function webpBytes(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#00aa0080' } })
    .webp()
    .toBuffer();
}

/** A two-frame animated WebP, red then blue; with an EXIF orientation if one is given. */
export async function animatedWebpBytes(
  width = 20,
  height = 10,
  orientation?: number,
): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
  const animation = sharp([await frame('#ff0000'), await frame('#0000ff')], {
    join: { animated: true },
  });
  return (orientation === undefined ? animation : animation.withMetadata({ orientation }))
    .webp({ loop: 0, delay: [100, 200] })
    .toBuffer();
}

export function gifBytes(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffcc00' } })
    .gif()
    .toBuffer();
}

/** A two-frame animated GIF, red then blue. */
export async function animatedGifBytes(width = 20, height = 10): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .gif({ loop: 0, delay: [100, 200] })
    .toBuffer();
}

/** A landscape JPEG whose EXIF says "rotate 90° clockwise to display" (a phone held upright). */
export function jpegWithOrientation(width = 60, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#884422' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A valid PNG header claiming `width` × `height` with almost no pixel data behind it: a "pixel
 * bomb" that would need gigabytes once decoded.
 */
export function pngPixelBomb(width = 30_000, height = 30_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A picture of random noise, like a photo: every scan of an encoder's script has data. */
export function noisePicture(width = 320, height = 240, sigma = 40): Sharp {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  });
}

/** A JPEG of random noise: it barely compresses, so a few make megabytes. */
export function noisyJpegBytes(
  width = 2000,
  height = 1500,
  { sigma = 60, quality = 95 }: { sigma?: number; quality?: number } = {},
): Promise<Buffer> {
  return noisePicture(width, height, sigma).jpeg({ quality }).toBuffer();
}

/**
 * A phone camera's photo as it leaves the phone: 4032 × 3024 (12 megapixels) and about 9.5 MB,
 * a JPEG whose fine noise (like a sensor's, in low light) keeps it from compressing small.
 */
export function phonePhotoJpeg(): Promise<Buffer> {
  return noisyJpegBytes(4032, 3024, { sigma: 28, quality: 96 });
}

/**
 * A lossless WebP of noise repeating in 64 × 64 tiles: a few tens of KB that decode to `width` ×
 * `height` pixels a codec cannot shrink, as an attacker makes one to be costly to store.
 */
export function tiledNoiseWebp(width: number, height: number): Promise<Buffer> {
  const tile = 64;
  const tileBytes = Buffer.alloc(tile * tile * 3);
  // A fixed xorshift sequence: the same picture on every run.
  let state = 0x2545f491;
  for (let i = 0; i < tileBytes.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    tileBytes[i] = state & 0xff;
  }
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const row = (y % tile) * tile * 3;
    for (let x = 0; x < width; x += tile) {
      const count = Math.min(tile, width - x);
      tileBytes.copy(raw, (y * width + x) * 3, row, row + count * 3);
    }
  }
  return (
    sharp(raw, { raw: { width, height, channels: 3 }, limitInputPixels: false })
      // The least effort: it only makes the file larger (an attacker's effort 6 makes 59 KB).
      .webp({ lossless: true, effort: 0 })
      .toBuffer()
  );
}

/**
 * A landscape JPEG, red on its left half and blue on its right, whose EXIF says "rotate 90°
 * clockwise to display": shown upright, red is on top.
 */
export function halvesJpegWithOrientation(width: number, height: number): Promise<Buffer> {
  const half = (background: string) => ({
    input: { create: { width: width / 2, height, channels: 3 as const, background } },
  });
  return sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite([
      { ...half('#ff0000'), left: 0, top: 0 },
      { ...half('#0000ff'), left: width / 2, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
