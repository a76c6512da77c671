import { arithmeticJpeg, manyScanJpeg } from '../../test/support/crafted-jpegs.js';
import { jpegBytes, noisePicture } from '../../test/support/images.js';
import { JPEG_MAX_SCANS, jpegDecodeRefusal } from './jpeg-scans.js';

/** Scan markers: an encoder's tables never hold 0xff 0xda, its coded data stuffs every 0xff. */
function scanCount(jpeg: Buffer): number {
  return jpeg.toString('latin1').split('\xff\xda').length - 1;
}

describe('jpegDecodeRefusal', () => {
  it.each([
    ['baseline', 1, () => noisePicture().jpeg()],
    ["libjpeg's progressive", 10, () => noisePicture().jpeg({ progressive: true })],
    [
      "mozjpeg's, scans chosen for the picture",
      16,
      () => noisePicture().jpeg({ mozjpeg: true, quality: 95 }),
    ],
    [
      "libjpeg's progressive CMYK, the longest script",
      18,
      () => noisePicture().toColourspace('cmyk').jpeg({ progressive: true }),
    ],
  ])('lets through a JPEG as encoders write it: %s (at most %i scans)', async (_, scans, make) => {
    const jpeg = await make().toBuffer();
    expect(scanCount(jpeg)).toBeLessThanOrEqual(scans);
    expect(jpegDecodeRefusal(jpeg)).toBeNull();
  });

  it(`refuses more than ${JPEG_MAX_SCANS} scans`, () => {
    expect(jpegDecodeRefusal(manyScanJpeg(JPEG_MAX_SCANS, 64, 64))).toBeNull();
    expect(jpegDecodeRefusal(manyScanJpeg(JPEG_MAX_SCANS + 1, 64, 64))).toBe('too-many-scans');
  });

  it('refuses arithmetic coding', () => {
    expect(jpegDecodeRefusal(arithmeticJpeg())).toBe('not-huffman');
  });

  it('counts the scans of the picture only: not inside a segment, not after its end', async () => {
    const scanHeaders = Buffer.alloc(4 * 100);
    for (let i = 0; i < 100; i++) scanHeaders.writeUInt32BE(0xffda0008, 4 * i);
    const jpeg = await jpegBytes(64, 48);
    // An APP1 segment (where EXIF and its thumbnail go) holding scan markers.
    const app1 = Buffer.from([0xff, 0xe1, 0, 0]);
    app1.writeUInt16BE(scanHeaders.length + 2, 2);
    const withSegment = Buffer.concat([jpeg.subarray(0, 2), app1, scanHeaders, jpeg.subarray(2)]);
    expect(jpegDecodeRefusal(withSegment)).toBeNull();
    // Bytes after the end of the picture (a phone's second picture or video), unread by libjpeg.
    expect(jpegDecodeRefusal(Buffer.concat([jpeg, scanHeaders]))).toBeNull();
  });

  it('leaves a broken or cut structure to the decoder', () => {
    expect(jpegDecodeRefusal(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(jpegDecodeRefusal(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00]))).toBeNull();
    expect(jpegDecodeRefusal(manyScanJpeg(40, 64, 64).subarray(0, 300))).toBeNull();
  });
});
