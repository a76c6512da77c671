/**
 * JPEGs written byte by byte, as an attacker would: valid files that cost their decoder far more
 * than their size suggests (images/jpeg-scans.ts). Grey, all blocks zero (a flat mid-grey).
 */

function segment(marker: number, body: readonly number[]): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, Buffer.from(body)]);
}

/** Quantisation table 0, all ones. */
const DQT = segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]);

function frame(marker: number, width: number, height: number): Buffer {
  // 8 bits, one component (id 1, 1×1 sampling, table 0).
  return segment(marker, [8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]);
}

function scanHeader(ss: number, se: number): Buffer {
  return segment(0xda, [1, 1, 0x00, ss, se, 0x00]);
}

/** Huffman-coded bits, most significant first; a 0xff byte is followed by 0x00, as JPEG wants. */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private filled = 0;

  write(value: number, length: number): void {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      if (++this.filled === 8) {
        this.bytes.push(this.current);
        if (this.current === 0xff) this.bytes.push(0);
        this.current = 0;
        this.filled = 0;
      }
    }
  }

  /** Pads the last byte with ones. */
  end(): Buffer {
    if (this.filled > 0) this.write((1 << (8 - this.filled)) - 1, 8 - this.filled);
    return Buffer.from(this.bytes);
  }
}

/**
 * A progressive JPEG of `scans` scans: the DC coefficients, then the same AC band (1–63) again
 * and again. Every AC scan is a few end-of-band runs of up to 32,767 blocks, a few bytes, yet the
 * decoder visits every block for it. libjpeg finds nothing wrong: a band that is complete may be
 * sent anew.
 */
export function manyScanJpeg(scans: number, width = 2048, height = 2048): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  // DC table 0: one symbol, "difference 0", code 0. AC table 0: EOB0…EOB14 (run of 2^r + r
  // more bits), 4-bit codes r.
  const dcTable = segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0x00]);
  const acTable = segment(0xc4, [
    0x10,
    0,
    0,
    0,
    15,
    ...new Array<number>(12).fill(0),
    ...Array.from({ length: 15 }, (_, r) => r << 4),
  ]);
  const dc = new BitWriter();
  for (let i = 0; i < blocks; i++) dc.write(0, 1);
  const ac = new BitWriter();
  for (let left = blocks; left > 0;) {
    const r = Math.min(14, Math.floor(Math.log2(left)));
    const run = Math.min(left, 2 ** (r + 1) - 1);
    ac.write(r, 4);
    ac.write(run - 2 ** r, r);
    left -= run;
  }
  const acScan = Buffer.concat([scanHeader(1, 63), ac.end()]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    DQT,
    frame(0xc2, width, height),
    dcTable,
    acTable,
    scanHeader(0, 0),
    dc.end(),
    ...new Array<Buffer>(scans - 1).fill(acScan),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/**
 * An 8 × 8 progressive JPEG with arithmetic coding (SOF10), which libjpeg decodes but no major
 * browser does. Its one scan has no bytes: the arithmetic decoder reads the block as zeros.
 */
export function arithmeticJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    DQT,
    frame(0xca, 8, 8),
    scanHeader(0, 0),
    Buffer.from([0xff, 0xd9]),
  ]);
}
