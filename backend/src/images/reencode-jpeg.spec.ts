import sharp from 'sharp';
import {
  animatedGifBytes,
  EXIF_MARKER,
  jpegBytes,
  jpegWithGps,
  pngBytes,
  SVG_BYTES,
  webpBytes,
} from '../../test/support/images.js';
import { arithmeticJpeg, manyScanJpeg } from '../../test/support/crafted-jpegs.js';
import { formatFromSignature } from './image-signature.js';
import { JPEG_MAX_SCANS } from './jpeg-scans.js';
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
    expect(formatFromSignature(output)).toBe('jpeg');
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

  it('makes a JPEG of a PNG, a WebP and a GIF (its first frame), transparency turned white', async () => {
    for (const input of [await pngBytes(), await webpBytes(), await animatedGifBytes(20, 10)]) {
      const output = await reencodeJpeg(input, options);
      expect(formatFromSignature(output)).toBe('jpeg');
      expect((await sharp(output).metadata()).pages).toBeUndefined();
    }
    const { data } = await sharp(await reencodeJpeg(await pngBytes(), options))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Half-transparent red (#ff000080) on white is pink, not dark red.
    expect(data[1]).toBeGreaterThan(100);
  });

  it('refuses an SVG, text and empty input as not a photo', async () => {
    expect(await rejection(SVG_BYTES)).toBe('not-a-photo');
    expect(await rejection(Buffer.from('just text'))).toBe('not-a-photo');
    expect(await rejection(Buffer.alloc(0))).toBe('not-a-photo');
  });

  it('refuses garbage that starts like a JPEG, and a truncated JPEG', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect(await rejection(garbage)).toBe('unreadable');
    const jpeg = await jpegBytes(200, 200);
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe('unreadable');
  });

  it(`keeps a progressive JPEG of ${JPEG_MAX_SCANS} scans`, async () => {
    const output = await reencodeJpeg(manyScanJpeg(JPEG_MAX_SCANS, 256, 256), options);
    expect(await sharp(output).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('refuses, before decoding it, a progressive JPEG of more scans than any encoder writes', async () => {
    const bomb = manyScanJpeg(1_000, 1000, 1000);
    const started = Date.now();
    expect(await rejection(bomb)).toBe('unreadable');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('refuses an arithmetic-coded JPEG', async () => {
    expect(await rejection(arithmeticJpeg())).toBe('unreadable');
  });

  it('refuses an image with more pixels than allowed before decoding it', async () => {
    expect(await rejection(await jpegBytes(1100, 1000))).toBe('too-many-pixels');
  });
});
