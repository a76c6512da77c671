// `npm run bench:album-image`: what one album photo sent straight to the API, not resized by the
// browser, costs the backend's image work (backend/src/photos/album-image.ts prepareAlbumImage,
// which runs in one of the two turns of backend/src/images/image-work.ts). Makes the photos
// once, in the system's temporary folder:
//   tiled-webp     the attacker's photo: a lossless WebP (effort 6) of 8000 × 8000 noise
//                  repeating in 64 × 64 tiles, about 59 KB;
//   camera-jpeg    a 48-megapixel camera's JPEG: 8000 × 6000 of fine noise at quality 90,
//                  EXIF orientation 6 (a phone held upright), about 8.8 MB;
//   gif-over       a 64-megapixel animated GIF over 2048 px: 4 frames of 4000 × 4000 noise
//                  repeating in 16 × 16 tiles;
//   gif-within     a 64-megapixel animated GIF within 2048 px: 16 frames of 2000 × 2000, the
//                  same kind of noise (shrinking does not reach it).
// Then ROUNDS times, the builds taking turns in an order that changes each round: each photo
// through each build's prepareAlbumImage in a fresh process (bench/lib/album-image-run.mjs,
// with the backend's node flags and UV_THREADPOOL_SIZE), which reports wall and CPU time, peak
// resident memory and what would be stored. The builds: as found (ALBUM_IMAGE_AS_FOUND, default
// d19dae2, from a worktree: bench/lib/worktree.mjs), any commits named in ALBUM_IMAGE_STEPS
// (comma-separated, also from worktrees), and this checkout's (`npm run build` first). Writes
// bench/results/album-image.json and prints the medians.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { median } from './lib/load.mjs';
import { BACKEND_ENV, BACKEND_NODE_FLAGS } from '../backend/scripts/node-flags.mjs';
import { loadAverage, log, machine, repoRoot, requireBuilt, round, run } from './lib/site.mjs';
import { builtWorktree, currentCommit } from './lib/worktree.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const AS_FOUND = process.env.ALBUM_IMAGE_AS_FOUND ?? 'd19dae2';
const STEPS = (process.env.ALBUM_IMAGE_STEPS ?? '').split(',').filter(Boolean);
/** One photo through the old code took 35 s; far past that, something is wrong. */
const RUN_TIMEOUT_MS = 300_000;

requireBuilt(['backend/dist/photos/album-image.js']);
const sharp = createRequire(path.join(repoRoot, 'backend/package.json'))('sharp');

/** Noise repeating in `tile` × `tile` tiles, as raw RGB: a fixed xorshift sequence per seed. */
function tiledNoise(width, height, tile, seed) {
  const tileBytes = Buffer.alloc(tile * tile * 3);
  let state = seed;
  for (let i = 0; i < tileBytes.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    tileBytes[i] = state & 0xff;
  }
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const row = (y % tile) * tile * 3;
    for (let x = 0; x < width; x += tile) {
      const count = Math.min(tile, width - x);
      tileBytes.copy(raw, (y * width + x) * 3, row, row + count * 3);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 }, limitInputPixels: false });
}

async function animatedGif(side, frames) {
  const pngs = [];
  for (let frame = 0; frame < frames; frame++)
    pngs.push(
      await tiledNoise(side, side, 16, 0x9e3779b9 + frame)
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
  return sharp(pngs, { join: { animated: true }, limitInputPixels: false })
    .gif({ loop: 0, delay: 200 })
    .toBuffer();
}

const PHOTOS = {
  'tiled-webp': () =>
    tiledNoise(8000, 8000, 64, 0x2545f491).webp({ lossless: true, effort: 6 }).toBuffer(),
  'camera-jpeg': () =>
    sharp({
      create: {
        width: 8000,
        height: 6000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 6 },
      },
    })
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  'gif-over': () => animatedGif(4000, 4),
  'gif-within': () => animatedGif(2000, 16),
};

const photoDir = path.join(os.tmpdir(), 'reunion-bench-album-image');
fs.mkdirSync(photoDir, { recursive: true });
const photos = {};
for (const [name, make] of Object.entries(PHOTOS)) {
  const file = path.join(photoDir, `${name}.bin`);
  if (!fs.existsSync(file)) {
    log(`making ${name}…`);
    fs.writeFileSync(file, await make());
  }
  const metadata = await sharp(file, { animated: true, limitInputPixels: false }).metadata();
  photos[name] = {
    file,
    bytes: fs.statSync(file).size,
    format: metadata.format,
    width: metadata.width,
    height: metadata.pageHeight ?? metadata.height,
    frames: metadata.pages ?? 1,
  };
}

// One after another: each worktree is built once, a minute of both cores.
const builds = [{ name: 'as found', ...(await builtWorktree(AS_FOUND)) }];
for (const step of STEPS) builds.push({ name: step, ...(await builtWorktree(step)) });
builds.push({ name: 'now', root: repoRoot, commit: currentCommit() });

const env = { ...process.env, ...BACKEND_ENV };
const runs = [];
const started = machine();
for (let round_ = 0; round_ < ROUNDS; round_++) {
  for (const name of Object.keys(photos)) {
    // Each round starts with another build, so that none always runs first.
    const order = builds.map((_, i) => builds[(i + round_) % builds.length]);
    for (const build of order) {
      const output = await run(
        [
          ...BACKEND_NODE_FLAGS,
          path.join(repoRoot, 'bench/lib/album-image-run.mjs'),
          build.root,
          photos[name].file,
        ],
        env,
        RUN_TIMEOUT_MS,
      );
      const { photo: stored, ...result } = JSON.parse(output.trim().split('\n').at(-1));
      runs.push({
        round: round_ + 1,
        build: build.name,
        photo: name,
        loadAverage: loadAverage(),
        ...result,
        stored,
      });
      log(
        `round ${round_ + 1} ${name} ${build.name}: ${result.wallMs} ms, ${result.peakRssMiB} MiB`,
      );
    }
  }
}

const summary = [];
for (const name of Object.keys(photos))
  for (const build of builds) {
    const mine = runs.filter((r) => r.photo === name && r.build === build.name);
    summary.push({
      photo: name,
      build: build.name,
      wallMs: median(mine.map((r) => r.wallMs)),
      cpuMs: median(mine.map((r) => r.cpuMs)),
      peakRssMiB: median(mine.map((r) => r.peakRssMiB)),
      rssBeforeMiB: median(mine.map((r) => r.rssBeforeMiB)),
      stored: mine[0].stored,
      thumbnailBytes: mine[0].thumbnailBytes,
    });
  }

const results = {
  date: new Date().toISOString(),
  rounds: ROUNDS,
  machine: { ...started, loadAverageAtEnd: loadAverage() },
  builds: builds.map(({ name, commit }) => ({ name, commit })),
  photos: Object.fromEntries(
    Object.entries(photos).map(([name, { file: _file, ...rest }]) => [name, rest]),
  ),
  summary,
  runs,
};
const out = path.join(repoRoot, 'bench/results/album-image.json');
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.table(
  summary.map((s) => ({
    photo: s.photo,
    build: s.build,
    'wall ms': s.wallMs,
    'cpu ms': s.cpuMs,
    'peak MiB': s.peakRssMiB,
    stored: `${s.stored.width}×${s.stored.height}×${s.stored.frames} ${round(s.stored.bytes / 2 ** 20, 2)} MiB`,
  })),
);
log(`wrote ${path.relative(repoRoot, out)}`);
