/**
 * Most scans a JPEG may have. The decoder goes over every block of the picture once per scan, and
 * a scan of zeros takes a few bytes: 5 MB of them kept one decode busy for minutes (over 200 s,
 * 64 megapixels), and nothing stops libjpeg once it has started (it reads every scan before the
 * first row; sharp's timeout fires after). libjpeg's and mozjpeg's scripts write 10 scans for a
 * colour photo and 18 for a CMYK one, jpegli's at most 20; 24 of 64 megapixels take about 2 s.
 */
export const JPEG_MAX_SCANS = 24;

/** Why a JPEG is refused before decoding; its sender is told it could not be read. */
export type JpegRefusal = 'not-huffman' | 'too-many-scans';

const SOS = 0xda;
const EOI = 0xd9;

/**
 * Frames coded as cameras, editors and browsers code them: baseline, extended and progressive,
 * Huffman-coded. Arithmetic coding (no major browser decodes it) makes a scan of every component
 * a few bytes, and each costs more: 100 of them, 1.7 KB, took 13 s.
 */
const HUFFMAN_DCT_FRAMES = new Set([0xc0, 0xc1, 0xc2]);

/** SOF0–SOF15; 0xc4 (DHT), 0xc8 (JPG) and 0xcc (DAC) share the range but are not frames. */
function isFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Markers without a length: TEM, RST0–RST7, SOI. */
function standsAlone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
}

/**
 * Reads the markers of the JPEG in `bytes` (a whole file) up to its first EOI, as libjpeg does,
 * and says why it must not be decoded, or null. Segments are skipped by their length, so a
 * thumbnail inside the EXIF is not counted; a broken structure is left for the decoder to refuse.
 */
export function jpegDecodeRefusal(bytes: Uint8Array): JpegRefusal | null {
  let scans = 0;
  let at = 2; // after SOI
  while (at + 1 < bytes.length) {
    // Entropy-coded data, after a scan's header, runs to the next marker.
    if (bytes[at] !== 0xff) {
      at = bytes.indexOf(0xff, at);
      if (at === -1) break;
      continue;
    }
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // 0xff 0x00 is a stuffed 0xff inside entropy-coded data.
    if (marker === 0x00 || standsAlone(marker)) {
      at += 2;
      continue;
    }
    if (marker === EOI) break;
    if (isFrame(marker) && !HUFFMAN_DCT_FRAMES.has(marker)) return 'not-huffman';
    if (marker === SOS && ++scans > JPEG_MAX_SCANS) return 'too-many-scans';
    at += 2 + (((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));
  }
  return null;
}
