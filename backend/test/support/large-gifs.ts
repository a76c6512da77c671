/**
 * GIFs of megabytes, written by hand: sharp's encoder takes tens of seconds to write the noise
 * that makes a GIF large. Any GIF decoder reads them.
 */

/** The GIF's header, its grey palette of 256 and the loop that makes it play forever. */
function opening(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0xf7; // a global palette of 2^(7+1) colours, 8 bits a primary
  const palette = Buffer.alloc(256 * 3);
  for (let i = 0; i < 256; i++) palette.fill(i, i * 3, i * 3 + 3);
  const loop = Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0]);
  return Buffer.concat([Buffer.from('GIF89a'), screen, palette, loop]);
}

/** Bytes as GIF data sub-blocks of at most 255, and the empty block that ends them. */
function subBlocks(bytes: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 255) {
    const block = bytes.subarray(at, at + 255);
    blocks.push(Buffer.from([block.length]), block);
  }
  blocks.push(Buffer.from([0]));
  return Buffer.concat(blocks);
}

const CLEAR = 256;
const END = 257;
/**
 * Literals between clear codes: the decoder adds an entry to its table for each but the first,
 * from 258, and would widen its codes past 9 bits at 512; 250 stays well short.
 */
const LITERALS_PER_CLEAR = 250;

/**
 * One frame's pixels (palette indexes) LZW-coded without compressing: each pixel its own 9-bit
 * code, a clear code before the decoder's table fills. About 1.13 bytes a pixel, whatever the
 * picture.
 */
function uncompressedLzw(pixels: Uint8Array): Buffer {
  const codes = pixels.length + Math.ceil(pixels.length / LITERALS_PER_CLEAR) + 1;
  const out = Buffer.alloc(Math.ceil((codes * 9) / 8) + 1);
  let at = 0;
  let bits = 0;
  let held = 0;
  const put = (code: number) => {
    held |= code << bits;
    bits += 9;
    while (bits >= 8) {
      out[at++] = held & 0xff;
      held >>>= 8;
      bits -= 8;
    }
  };
  pixels.forEach((pixel, i) => {
    if (i % LITERALS_PER_CLEAR === 0) put(CLEAR);
    put(pixel);
  });
  put(END);
  if (bits > 0) out[at++] = held & 0xff;
  return out.subarray(0, at);
}

/** One frame: drawn over the last for a tenth of a second, its `pixels` at the top left. */
function frame(width: number, height: number, pixels: Uint8Array): Buffer[] {
  const control = Buffer.from([0x21, 0xf9, 0x04, 0x04, 10, 0, 0, 0]);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  return [control, descriptor, Buffer.from([8]), subBlocks(uncompressedLzw(pixels))];
}

/**
 * An animated GIF of `frames` frames of `width` × `height` greys, each frame a diagonal gradient
 * shifted from the last, stored without compression: about 1.13 bytes a pixel, so 1600 × 1200 ×
 * 3 frames is about 6.5 MB.
 */
export function largeAnimatedGif(width: number, height: number, frames: number): Buffer {
  const parts = [opening(width, height)];
  const pixels = new Uint8Array(width * height);
  for (let n = 0; n < frames; n++) {
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) pixels[y * width + x] = (x + y + n * 64) & 0xff;
    parts.push(...frame(width, height, pixels));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/**
 * An animated GIF of `frames` frames on a `width` × `height` screen, each frame a single pixel
 * drawn over the last: a few hundred bytes, which a decoder turns into `frames` whole pictures
 * of `width` × `height`.
 */
export function manyFrameGif(width: number, height: number, frames: number): Buffer {
  const parts = [opening(width, height)];
  for (let n = 0; n < frames; n++) parts.push(...frame(1, 1, Uint8Array.of(n & 0xff)));
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/**
 * `gif` with a comment of filler bytes inserted before its first frame, so that it is about
 * `bytes` long: a decoder skips comments, so the picture and its pixel count are the same.
 */
export function paddedGif(gif: Buffer, bytes: number): Buffer {
  // After the header, the screen, the palette (if any) and the loop extension the writers add.
  const paletteBytes = gif[10]! & 0x80 ? 3 * 2 ** ((gif[10]! & 0x07) + 1) : 0;
  let at = 13 + paletteBytes;
  // Skip extensions up to the first graphic control or image.
  while (gif[at] === 0x21 && gif[at + 1] !== 0xf9) {
    at += 2;
    while (gif[at] !== 0) at += gif[at]! + 1;
    at += 1;
  }
  const fill = Math.max(0, bytes - gif.length - 4);
  const comment = Buffer.concat([
    Buffer.from([0x21, 0xfe]),
    subBlocks(Buffer.alloc(fill - Math.ceil(fill / 256), 0x20)),
  ]);
  return Buffer.concat([gif.subarray(0, at), comment, gif.subarray(at)]);
}
