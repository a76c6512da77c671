// Makes the site's web app manifest, its home-screen icons and its link card (the image a chat
// app shows beside a shared link) from the reunion mark and the reunion's facts (contracts), into
// shell/public/, which the shell's build copies as is, and the pages' icon (favicon.png, beside
// the build config that links it). The files are committed: run this after
// changing the mark or the facts (`node tooling/scripts/make-site-files.mjs`), then commit what
// it wrote. docs/sharing.md says what each file is for.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { reunionFacts } from '@reunion/contracts';
import { repoRoot } from './parts.mjs';

const out = path.join(repoRoot, 'shell', 'public');
const GREEN = '#0b5d3b';
const GOLD = '#f4c542';

/** The mark's drawing on a 48 × 48 grid, without its circle. */
const CAP = `<path d="M24 9 6 17l18 8 18-8-18-8Z" fill="${GOLD}"/><path d="M13 21v6c0 2.5 5 5 11 5s11-2.5 11-5v-6l-11 5-11-5Z" fill="#fff"/><path d="M40 18v9" stroke="${GOLD}" stroke-width="2" stroke-linecap="round"/>`;

/** The round mark: the pages' icon and the manifest's plain ones. */
const roundIcon = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48"><circle cx="24" cy="24" r="24" fill="${GREEN}"/>${CAP}</svg>`;

/** A maskable icon: full bleed, the cap centred inside the middle 80 % that every mask keeps. */
const maskableIcon = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48"><rect width="48" height="48" fill="${GREEN}"/><g transform="translate(9.6 11.7) scale(0.6)">${CAP}</g></svg>`;

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The link card: 1200 × 630, the size chat apps and social sites crop least. */
const card =
  () => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${GREEN}"/>
  <rect x="0" y="600" width="1200" height="30" fill="${GOLD}"/>
  <g transform="translate(80 155) scale(6.5)"><circle cx="24" cy="24" r="24" fill="#0f7a4e"/>${CAP}</g>
  <g font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="#ffffff">
    <text x="470" y="215" font-size="76" font-weight="700">${escape(reunionFacts.className)}</text>
    <text x="470" y="300" font-size="54">${escape(reunionFacts.occasion)}</text>
    <text x="470" y="400" font-size="36" fill="${GOLD}" font-weight="700">${escape(reunionFacts.dates)}</text>
    <text x="470" y="452" font-size="36">${escape(reunionFacts.place)}</text>
    <text x="470" y="520" font-size="28" fill="#d9eee3">${escape(reunionFacts.preEventShort)}</text>
  </g>
</svg>`;

const images = [
  // A PNG, not an SVG: Chromium loads the page's icon again on every change of address within
  // the page (each search typed, each screen), and an SVG icon is parsed as a document on the
  // page's main thread, 13–22 ms at 4× CPU, in the way of the next key (docs/pages.md, "Find Classmates").
  [path.join(repoRoot, 'tooling', 'rspack', 'favicon.png'), roundIcon(48)],
  [path.join(out, 'icon-192.png'), roundIcon(192)],
  [path.join(out, 'icon-512.png'), roundIcon(512)],
  [path.join(out, 'icon-maskable-512.png'), maskableIcon(512)],
  [path.join(out, 'apple-touch-icon.png'), maskableIcon(180)],
  [path.join(out, 'link-card.png'), card()],
];

/** The web app manifest: what a phone's "Add to Home screen" reads. */
const manifest = {
  id: '/',
  name: reunionFacts.siteName,
  short_name: reunionFacts.shortName,
  description: reunionFacts.summary,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#f5f7f6',
  theme_color: GREEN,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
for (const [file, svg] of images) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(file);
  console.log(`${path.relative(repoRoot, file)}: ${fs.statSync(file).size} bytes`);
}
