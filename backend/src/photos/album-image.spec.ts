import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_RESIZE, PHOTO_UPLOAD_MAX_BYTES } from '@reunion/contracts';
import sharp from 'sharp';
import {
  animatedGifBytes,
  animatedWebpBytes,
  EXIF_MARKER,
  gifBytes,
  halvesJpegWithOrientation,
  jpegBytes,
  jpegWithGps,
  jpegWithOrientation,
  noisePicture,
  pngBytes,
  pngPixelBomb,
  SVG_BYTES,
  tiledNoiseWebp,
  webpBytes,
} from '../../test/support/images.js';
import { arithmeticJpeg, manyScanJpeg } from '../../test/support/crafted-jpegs.js';
import { largeAnimatedGif, manyFrameGif } from '../../test/support/large-gifs.js';
import {
  ALBUM_IMAGE_ENCODING,
  AlbumImageRejectedError,
  type AlbumImageRejection,
  prepareAlbumImage,
  storedFrameBox,
} from './album-image.js';
import { formatFromSignature } from '../images/image-signature.js';
import { JPEG_MAX_SCANS } from '../images/jpeg-scans.js';

describe('prepareAlbumImage', () => {
  let dir: string;
  let n = 0;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-album-image-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The bytes as an upload's temporary file, named as misleadingly as a sender could. */
  function uploaded(bytes: Buffer): string {
    const file = path.join(dir, `upload-${++n}.jpg`);
    fs.writeFileSync(file, bytes);
    return file;
  }

  async function rejection(bytes: Buffer): Promise<AlbumImageRejection> {
    try {
      await prepareAlbumImage(uploaded(bytes));
    } catch (error) {
      if (error instanceof AlbumImageRejectedError) return error.reason;
      throw error;
    }
    throw new Error('expected the image to be refused');
  }

  it.each([
    ['JPEG', () => jpegBytes(64, 48), 'image/jpeg', 'jpeg'],
    ['PNG', () => pngBytes(64, 48), 'image/png', 'png'],
    ['WebP', () => webpBytes(64, 48), 'image/webp', 'webp'],
    ['GIF', () => gifBytes(64, 48), 'image/gif', 'gif'],
  ])('re-encodes a %s in its own format, with a WebP thumbnail', async (_, make, type, format) => {
    const prepared = await prepareAlbumImage(uploaded(await make()));
    expect(prepared.photo.contentType).toBe(type);
    expect(await sharp(prepared.photo.bytes).metadata()).toMatchObject({
      format,
      width: 64,
      height: 48,
    });
    expect(prepared.thumbnail.contentType).toBe('image/webp');
    expect(await sharp(prepared.thumbnail.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 64,
      height: 48,
    });
  });

  it('drops the EXIF of the original, GPS included', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { photo, thumbnail } = await prepareAlbumImage(uploaded(original));
    for (const bytes of [photo.bytes, thumbnail.bytes]) {
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(EXIF_MARKER)).toBe(false);
    }
  });

  it('turns the pixels upright by the EXIF orientation, then forgets the tag', async () => {
    const { photo } = await prepareAlbumImage(uploaded(await jpegWithOrientation(60, 40)));
    const metadata = await sharp(photo.bytes).metadata();
    expect(metadata).toMatchObject({ width: 40, height: 60 });
    expect(metadata.orientation).toBeUndefined();
  });

  it('makes the thumbnail small, keeping the proportions, and keeps the photo whole', async () => {
    const { photo, thumbnail } = await prepareAlbumImage(uploaded(await jpegBytes(2000, 1000)));
    expect(await sharp(photo.bytes).metadata()).toMatchObject({ width: 2000, height: 1000 });
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({
      width: ALBUM_IMAGE_ENCODING.thumbnailSide,
      height: ALBUM_IMAGE_ENCODING.thumbnailSide / 2,
    });
  });

  it('keeps an animated GIF animated, and thumbnails its first frame', async () => {
    const { photo, thumbnail } = await prepareAlbumImage(uploaded(await animatedGifBytes(20, 10)));
    expect(await sharp(photo.bytes, { animated: true }).metadata()).toMatchObject({
      format: 'gif',
      pages: 2,
      pageHeight: 10,
    });
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 20, height: 10 });
  });

  it('keeps an animated WebP with an EXIF orientation, its frames as encoded', async () => {
    const { photo, thumbnail } = await prepareAlbumImage(
      uploaded(await animatedWebpBytes(20, 10, 6)),
    );
    const metadata = await sharp(photo.bytes, { animated: true }).metadata();
    expect(metadata).toMatchObject({ format: 'webp', pages: 2, width: 20, pageHeight: 10 });
    expect(metadata.orientation).toBeUndefined();
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 20, height: 10 });
  });

  it('keeps an animated WebP animated', async () => {
    const { photo } = await prepareAlbumImage(uploaded(await animatedWebpBytes(20, 10)));
    expect(await sharp(photo.bytes, { animated: true }).metadata()).toMatchObject({
      format: 'webp',
      pages: 2,
      pageHeight: 10,
    });
  });

  describe(`stores at most ${ALBUM_IMAGE_ENCODING.maxSide} px on the long side, as the browser sends`, () => {
    const { maxSide } = ALBUM_IMAGE_ENCODING;

    it('is the browser’s album resize, 2048 px', () => {
      expect(maxSide).toBe(PHOTO_RESIZE.album.maxSide);
      expect(maxSide).toBe(2048);
    });

    it('shrinks a 6000 × 4000 JPEG sent by a client that did not resize it', async () => {
      const { photo, thumbnail } = await prepareAlbumImage(uploaded(await jpegBytes(6000, 4000)));
      expect(photo.contentType).toBe('image/jpeg');
      expect(await sharp(photo.bytes).metadata()).toMatchObject({
        format: 'jpeg',
        width: 2048,
        height: 1365,
      });
      expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 512, height: 341 });
    });

    it('shrinks a tiny lossless WebP of 8000 × 8000 tiled noise', async () => {
      const bomb = await tiledNoiseWebp(8000, 8000);
      expect(bomb.length).toBeLessThan(PHOTO_UPLOAD_MAX_BYTES);
      const { photo } = await prepareAlbumImage(uploaded(bomb));
      expect(photo.contentType).toBe('image/webp');
      expect(await sharp(photo.bytes).metadata()).toMatchObject({
        format: 'webp',
        width: 2048,
        height: 2048,
      });
    }, 60_000);

    it('turns a phone’s photo upright as it shrinks it', async () => {
      // 6400 × 4800, "rotate 90° clockwise": upright it is 4800 × 6400, its red half on top. Over
      // three times the limit, so libjpeg decodes it at half size before the rest of the resize.
      const { photo } = await prepareAlbumImage(
        uploaded(await halvesJpegWithOrientation(6400, 4800)),
      );
      const metadata = await sharp(photo.bytes).metadata();
      expect(metadata).toMatchObject({ width: 1536, height: 2048 });
      expect(metadata.orientation).toBeUndefined();
      const pixel = async (top: number) => {
        const { data } = await sharp(photo.bytes)
          .extract({ left: 768, top, width: 1, height: 1 })
          .raw()
          .toBuffer({ resolveWithObject: true });
        return [...data];
      };
      const [red, blue] = [await pixel(100), await pixel(1948)];
      expect(red[0]).toBeGreaterThan(200);
      expect(red[2]).toBeLessThan(50);
      expect(blue[0]).toBeLessThan(50);
      expect(blue[2]).toBeGreaterThan(200);
    });

    it.each([
      ['GIF', 'gif', animatedGifBytes],
      ['WebP', 'webp', animatedWebpBytes],
    ])(
      'keeps an animated %s over the limit animated, every frame shrunk',
      async (_, format, make) => {
        const { photo } = await prepareAlbumImage(uploaded(await make(3000, 1500)));
        expect(await sharp(photo.bytes, { animated: true }).metadata()).toMatchObject({
          format,
          width: 2048,
          pages: 2,
          pageHeight: 1024,
          height: 2048,
        });
      },
    );

    it('shrinks an animation of more pixels than its budget, every frame alike', async () => {
      // 24 frames of 1000 × 1000 (24 megapixels), within 2048 px: it was written whole.
      const { photo } = await prepareAlbumImage(uploaded(largeAnimatedGif(1000, 1000, 24)));
      const stored = await sharp(photo.bytes, { animated: true }).metadata();
      expect(stored).toMatchObject({ format: 'gif', pages: 24, width: 816, pageHeight: 816 });
      expect(stored.width * stored.height).toBeLessThanOrEqual(
        ALBUM_IMAGE_ENCODING.maxAnimationPixels,
      );
    });

    it.each([
      ['a still photo', [6000, 4000, 1], { width: 2048, height: 2048 }],
      ['an animation within its budget', [480, 640, 50], { width: 2048, height: 2048 }],
      ['an animation over its budget', [2000, 2000, 16], { width: 1000, height: 1000 }],
      ['a wide animation over both', [4000, 1000, 8], { width: 2048, height: 707 }],
    ] as const)('fits %s in its box', (_, [width, frameHeight, frames], box) => {
      expect(storedFrameBox(width, frameHeight, frames)).toEqual(box);
    });

    it('fits the colours of a shrunk GIF into its palettes with little effort', async () => {
      // Two frames of two halves each: shrinking blends new colours where the halves meet.
      const frame = (left: string, right: string) =>
        sharp({ create: { width: 2400, height: 1600, channels: 3, background: left } })
          .composite([
            {
              input: { create: { width: 1200, height: 1600, channels: 3, background: right } },
              left: 1200,
              top: 0,
            },
          ])
          .png()
          .toBuffer();
      const original = await sharp(
        [await frame('#ff0000', '#0000ff'), await frame('#00ff00', '#ffff00')],
        { join: { animated: true } },
      )
        .gif({ loop: 0, delay: [100, 200] })
        .toBuffer();
      const { photo } = await prepareAlbumImage(uploaded(original));
      const withLittleEffort = await sharp(original, { animated: true })
        .resize({ width: 2048, height: 2048, fit: 'inside' })
        .gif({ effort: 1 })
        .toBuffer();
      expect(photo.bytes.equals(withLittleEffort)).toBe(true);
    });

    it('writes a WebP with little effort', async () => {
      const original = await noisePicture(600, 400).webp({ quality: 95 }).toBuffer();
      const { photo } = await prepareAlbumImage(uploaded(original));
      const withLittleEffort = await sharp(original)
        .webp({ quality: ALBUM_IMAGE_ENCODING.quality, effort: 2 })
        .toBuffer();
      expect(photo.bytes.equals(withLittleEffort)).toBe(true);
    });

    it('keeps the size of a photo within the limit, and writes it as it always did', async () => {
      const original = await jpegBytes(2048, 1536);
      const { photo } = await prepareAlbumImage(uploaded(original));
      expect(await sharp(photo.bytes).metadata()).toMatchObject({ width: 2048, height: 1536 });
      const asAlways = await sharp(original, { autoOrient: true })
        .jpeg({ quality: ALBUM_IMAGE_ENCODING.quality, progressive: true })
        .toBuffer();
      expect(photo.bytes.equals(asAlways)).toBe(true);
    });

    it('makes the thumbnail from the photo as stored, not from a second decode of the upload', async () => {
      const { photo, thumbnail } = await prepareAlbumImage(
        uploaded(await noisePicture(3200, 2400, 30).jpeg({ quality: 90 }).toBuffer()),
      );
      const fromStored = await sharp(photo.bytes)
        .resize({
          width: ALBUM_IMAGE_ENCODING.thumbnailSide,
          height: ALBUM_IMAGE_ENCODING.thumbnailSide,
          fit: 'inside',
        })
        .webp({ quality: ALBUM_IMAGE_ENCODING.thumbnailQuality })
        .toBuffer();
      expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 512, height: 384 });
      expect(thumbnail.bytes.equals(fromStored)).toBe(true);
    });

    it('still refuses a large JPEG cut short, though shrunk as it is decoded', async () => {
      const jpeg = await jpegBytes(6400, 4800);
      expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe('unreadable');
    });
  });

  it.each([
    ['text', Buffer.from('just some text, named photo.jpg')],
    ['an SVG', SVG_BYTES],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an empty file', Buffer.alloc(0)],
    ['a RIFF file that is not a WebP (a WAV)', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
  ])('refuses %s as not an image', async (_, bytes) => {
    expect(await rejection(bytes)).toBe('not-an-image');
  });

  it('refuses HTML behind JPEG magic bytes, a bare WebP header, and a truncated JPEG or PNG', async () => {
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    expect(await rejection(polyglot)).toBe('unreadable');
    expect(await rejection(Buffer.from('RIFF\0\0\0\0WEBPVP8 garbage'))).toBe('unreadable');
    const jpeg = await jpegBytes(300, 200);
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe('unreadable');
    const png = await pngBytes(300, 200);
    expect(await rejection(png.subarray(0, Math.floor(png.length / 2)))).toBe('unreadable');
  });

  describe(`keeps an animation of at most ${ALBUM_IMAGE_ENCODING.maxAnimationFrames} frames`, () => {
    const { maxAnimationFrames } = ALBUM_IMAGE_ENCODING;

    it('refuses one of more from its header, however few its pixels', async () => {
      // Frames of one pixel pass every pixel budget, and each still costs a decode and a
      // palette: 690,000 of them held an image-work turn for 25 s.
      expect(await rejection(manyFrameGif(1, 1, maxAnimationFrames + 1))).toBe('too-many-frames');
    });

    it('keeps one of exactly that many', async () => {
      const { photo } = await prepareAlbumImage(uploaded(manyFrameGif(1, 1, maxAnimationFrames)));
      const metadata = await sharp(photo.bytes, { animated: true }).metadata();
      // Still animated; the encoder may join frames its palette made alike.
      expect(metadata.format).toBe('gif');
      expect(metadata.pages).toBeGreaterThan(1);
    });
  });

  it('refuses a pixel bomb from its header, fast', async () => {
    const started = Date.now();
    expect(await rejection(pngPixelBomb(30_000, 30_000))).toBe('too-many-pixels');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('prepareAlbumImage and JPEGs built to be slow to decode', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-album-scans-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function outcome(bytes: Buffer): Promise<string> {
    const file = path.join(dir, 'upload.jpg');
    fs.writeFileSync(file, bytes);
    try {
      await prepareAlbumImage(file);
      return 'stored';
    } catch (error) {
      if (error instanceof AlbumImageRejectedError) return error.reason;
      throw error;
    }
  }

  it(`keeps a progressive JPEG of ${JPEG_MAX_SCANS} scans, and one written by mozjpeg`, async () => {
    expect(await outcome(manyScanJpeg(JPEG_MAX_SCANS, 256, 256))).toBe('stored');
    const mozjpeg = await noisePicture().jpeg({ mozjpeg: true }).toBuffer();
    expect(await outcome(mozjpeg)).toBe('stored');
  });

  it('refuses, before decoding it, a progressive JPEG of more scans than any encoder writes', async () => {
    // 1,000 scans of a 4-megapixel picture: over a second of decoding, twice (photo and
    // thumbnail); as many more scans as fit in 10 MB, and the picture 16 times larger: minutes.
    const bomb = manyScanJpeg(1_000);
    const started = Date.now();
    expect(await outcome(bomb)).toBe('unreadable');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('refuses an arithmetic-coded JPEG', async () => {
    expect(await outcome(arithmeticJpeg())).toBe('unreadable');
  });
});

describe('formatFromSignature', () => {
  it('knows the four photo formats by their first bytes only', () => {
    expect(formatFromSignature(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(formatFromSignature(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBe('png');
    expect(formatFromSignature(Buffer.from('GIF87a'))).toBe('gif');
    expect(formatFromSignature(Buffer.from('GIF89a'))).toBe('gif');
    expect(formatFromSignature(Buffer.from('GIF88a'))).toBeNull();
    expect(formatFromSignature(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(formatFromSignature(Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(formatFromSignature(Buffer.from('RIFF\x10\0\0\0WAVE', 'latin1'))).toBeNull();
    expect(formatFromSignature(Buffer.from('RIFF'))).toBeNull();
  });
});
