import sharp from 'sharp';

const WIDTH = 480;
const HEIGHT = 600;

/**
 * A portrait-shaped stand-in photo: a head and shoulders on a coloured background, the hue
 * varying per classmate and shifting per photo, so the directory looks like a directory of
 * people rather than of grey squares. Drawn as SVG (no fonts needed) and encoded like an
 * uploaded photo (JPEG, quality 60, under 800 px).
 */
export function seedPhoto(hue: number, variant: number): Promise<Buffer> {
  const h = (hue + variant * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${h},55%,62%)"/>
    <stop offset="1" stop-color="hsl(${(h + 40) % 360},50%,38%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="240" cy="${230 + variant * 10}" r="105" fill="hsl(${(h + 180) % 360},30%,85%)"/>
  <ellipse cx="240" cy="600" rx="210" ry="170" fill="hsl(${(h + 200) % 360},35%,25%)"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 60, mozjpeg: true }).toBuffer();
}

export interface SeedPicture {
  photo: Buffer;
  thumbnail: Buffer;
}

/** Hues are rounded to this, so 2,000 classmates share a few hundred distinct pictures. */
const HUE_STEP = 10;

/**
 * Pictures drawn once per hue and variant, then stored under a new key for every profile that
 * uses them (each profile owns its files, as after a real upload). Drawing every one afresh
 * took most of a 2,000-profile seed; this keeps it to a few seconds with the colours as varied.
 */
export class SeedPictures {
  private readonly made = new Map<string, Promise<SeedPicture>>();

  constructor(private readonly thumbnailOf: (photo: Buffer) => Promise<Buffer>) {}

  get(hue: number, variant: number): Promise<SeedPicture> {
    const key = `${Math.round(hue / HUE_STEP) * HUE_STEP}:${variant}`;
    let picture = this.made.get(key);
    if (!picture) {
      picture = seedPhoto(Math.round(hue / HUE_STEP) * HUE_STEP, variant).then(async (photo) => ({
        photo,
        thumbnail: await this.thumbnailOf(photo),
      }));
      this.made.set(key, picture);
    }
    return picture;
  }
}
