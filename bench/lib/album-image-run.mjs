// One album photo through one build's prepareAlbumImage, in a process of its own so that its
// peak memory is this photo's: `node album-image-run.mjs <build root> <photo file>`. Prints one
// line of JSON: wall and CPU time of the call (CPU of the whole process, libvips' threads
// included), peak resident memory before and after it, and what would be stored.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, file] = process.argv.slice(2);
const { prepareAlbumImage } = await import(
  pathToFileURL(path.join(root, 'backend/dist/photos/album-image.js')).href
);
const sharp = createRequire(path.join(root, 'backend/package.json'))('sharp');

const peakMiB = () => Math.round(process.resourceUsage().maxRSS / 1024);
const rssBeforeMiB = peakMiB();
const cpuBefore = process.cpuUsage();
const started = performance.now();
const { photo, thumbnail } = await prepareAlbumImage(file);
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const peakRssMiB = peakMiB();

const stored = await sharp(photo.bytes, { animated: true, limitInputPixels: false }).metadata();
console.log(
  JSON.stringify({
    wallMs: Math.round(wallMs),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    rssBeforeMiB,
    peakRssMiB,
    photo: {
      type: photo.contentType,
      bytes: photo.bytes.length,
      width: stored.width,
      height: stored.pageHeight ?? stored.height,
      frames: stored.pages ?? 1,
    },
    thumbnailBytes: thumbnail.bytes.length,
  }),
);
