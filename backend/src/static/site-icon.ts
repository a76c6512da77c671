import { crc32, deflateSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** The shell's theme colour (index.html's theme-color), #0b5d3b. */
const THEME = [0x0b, 0x5d, 0x3b] as const;
const SIZE = 32;
/** Corner radius of the rounded square, in pixels. */
const RADIUS = 7;
/** Not content-hashed, so revalidated after a day rather than kept for a year. */
export const SITE_ICON_CACHE_CONTROL = 'public, max-age=86400';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Coverage (0–1) of pixel (x, y) by the rounded square, sampled 4×4 for smooth corners. */
function coverage(x: number, y: number): number {
  let inside = 0;
  for (let sy = 0; sy < 4; sy++)
    for (let sx = 0; sx < 4; sx++) {
      const px = x + (sx + 0.5) / 4;
      const py = y + (sy + 0.5) / 4;
      const dx = Math.max(RADIUS - px, px - (SIZE - RADIUS), 0);
      const dy = Math.max(RADIUS - py, py - (SIZE - RADIUS), 0);
      if (dx * dx + dy * dy <= RADIUS * RADIUS) inside++;
    }
  return inside / 16;
}

/**
 * A 32×32 PNG: a rounded square in the theme colour. Browsers ask for /favicon.ico on every
 * first visit whatever the page says; without an answer each page logs a 404 in the console,
 * which Lighthouse's best-practices audit `errors-in-console` counts (bench/RESULTS.md). PNG
 * bytes under that name are fine: browsers read the image by its content.
 */
export function siteIconPng(): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 4); // filter byte 0, then RGBA
    for (let x = 0; x < SIZE; x++) {
      row.set([...THEME, Math.round(coverage(x, y) * 255)], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** GET /favicon.ico when the shell's build has none of its own. */
export function siteIcon(): (req: Request, res: Response) => void {
  const png = siteIconPng();
  return (_req, res) => {
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Cache-Control', SITE_ICON_CACHE_CONTROL);
    res.setHeader('Content-Length', png.length);
    res.end(png);
  };
}
