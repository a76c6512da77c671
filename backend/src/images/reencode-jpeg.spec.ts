import sharp from 'sharp';
import {
  EXIF_MARKER,
  jpegBytes,
  jpegWithGps,
  pngBytes,
  SVG_BYTES,
} from '../../test/support/images.js';
import { hasJpegSignature } from './jpeg-signature.js';
import { ImageRejectedError, reencodeJpeg } from './reencode-jpeg.js';

const options = { maxSide: 800, quality: 60, maxInputPixels: 1_000_000 };

async function rejection(input: Buffer): Promise<string> {
  try {
    await reencodeJpeg(input, options);
  } catch (error) {
    if (error instanceof ImageRejectedError) return error.reason;
    throw error;
  }
  throw new Error('expected the image to be refused');
}

describe('reencodeJpeg', () => {
  it('writes a fresh JPEG without the EXIF (GPS included) of the original', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(EXIF_MARKER)).toBe(true);

    const output = await reencodeJpeg(original, options);
    expect(hasJpegSignature(output)).toBe(true);
    const metadata = await sharp(output).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(output.includes(EXIF_MARKER)).toBe(false);
  });

  it('scales a large photo down so no side exceeds the limit, and never enlarges', async () => {
    const wide = await reencodeJpeg(await jpegBytes(1200, 600), options);
    expect(await sharp(wide).metadata()).toMatchObject({ width: 800, height: 400 });
    const small = await reencodeJpeg(await jpegBytes(30, 20), options);
    expect(await sharp(small).metadata()).toMatchObject({ width: 30, height: 20 });
  });

  it('refuses a PNG, an SVG and empty input as not JPEG', async () => {
    expect(await rejection(await pngBytes())).toBe('not-jpeg');
    expect(await rejection(SVG_BYTES)).toBe('not-jpeg');
    expect(await rejection(Buffer.alloc(0))).toBe('not-jpeg');
  });

  it('refuses garbage that starts like a JPEG, and a truncated JPEG', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect(await rejection(garbage)).toBe('unreadable');
    const jpeg = await jpegBytes(200, 200);
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe('unreadable');
  });

  it('refuses an image with more pixels than allowed before decoding it', async () => {
    expect(await rejection(await jpegBytes(1100, 1000))).toBe('too-many-pixels');
  });
});
