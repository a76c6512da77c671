// `npm run bench:antd-styles`: antd's styles as a stylesheet (issue 27), before and after in one
// run. "after" is this checkout's build; "before" another commit's build in a worktree
// (ANTD_STYLES_BEFORE, default 0d5180c, the last commit inlining every style; built once and
// kept, bench/lib/worktree.mjs). Each runs in turn as its own site on loopback (throw-away
// DATA_DIR, 60 seeded profiles with photos, one account without a profile) and is stopped before
// the next starts.
//
// Per page (/auth signed out; /, /search, /event-details, /class-gift, /photos, /admin and
// /create-profile signed in), from the HTML the server sends: the bytes of its inline <style>
// elements, raw and gzip (level 9, all of a page's together), and of the whole page. Of the
// stylesheet the page links (after only): raw, gzip (level 9) and brotli (quality 11), what a
// static server's precompression sends. And each page's first paint with every script refused,
// as a Chromium screenshot (1280 × 900), before and after: the same pixels or not (the PNGs are
// left in a temporary folder to look at).
//
// Writes bench/results/antd-styles.json (committed) and prints the table of bench/RESULTS.md.
/* global document, innerHeight -- used inside page.waitForFunction, which runs in the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  loadAverage,
  log,
  machine,
  repoRoot,
  requireBuilt,
  seed,
  signUp,
  startSite,
} from './lib/site.mjs';
import { builtWorktree, currentCommit } from './lib/worktree.mjs';

const BEFORE = process.env.ANTD_STYLES_BEFORE ?? '0d5180c';
const PROFILES = 60;
const PAGES = [
  { path: '/auth', signedIn: false },
  ...['/', '/search', '/event-details', '/class-gift', '/photos', '/admin', '/create-profile'].map(
    (page) => ({ path: page, signedIn: true }),
  ),
];
const STYLESHEET_LINK = /<link href="\/(antd\.[0-9a-f]{8}\.css)" rel="stylesheet">/;

const gzip = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
const brotli = (bytes) => zlib.brotliCompressSync(bytes).length;
const sizes = (text) => {
  const bytes = Buffer.from(text);
  return { raw: bytes.length, gzip: gzip(bytes) };
};

/** Each page's first paint with every script refused, as PNG bytes. */
async function firstPaints(url, cookies) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    const shots = {};
    for (const { path: address, signedIn } of PAGES) {
      if (signedIn)
        await context.addCookies(
          cookies.map((pair) => {
            const [name, value] = pair.split('=');
            return { name, value, url };
          }),
        );
      await page.goto(`${url}${address}`, { waitUntil: 'networkidle' });
      // Thumbnails are made on their first request: wait for those on the screen.
      await page.waitForFunction(() =>
        [...document.images]
          .filter((image) => image.getBoundingClientRect().top < innerHeight)
          .every((image) => image.complete),
      );
      // Still: a skeleton's shimmer would differ with the moment of the shot.
      shots[address] = await page.screenshot({ animations: 'disabled' });
    }
    return shots;
  } finally {
    await browser.close();
  }
}

/** One build's figures, its site started and stopped here. */
async function measure(root) {
  const site = await startSite({ root });
  try {
    await seed(site, PROFILES);
    const cookies = await signUp(site.url);
    const pages = {};
    let stylesheet = null;
    for (const { path: address, signedIn } of PAGES) {
      const response = await fetch(`${site.url}${address}`, {
        headers: { accept: 'text/html', ...(signedIn ? { cookie: cookies.join('; ') } : {}) },
      });
      if (response.status !== 200) throw new Error(`${address}: ${response.status}`);
      const html = await response.text();
      const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].map(([tag]) => tag);
      pages[address] = { inlineStyle: sizes(styles.join('')), html: sizes(html) };
      const file = STYLESHEET_LINK.exec(html)?.[1];
      if (file && !stylesheet) {
        const css = Buffer.from(await (await fetch(`${site.url}/${file}`)).arrayBuffer());
        stylesheet = { file, raw: css.length, gzip: gzip(css), brotli: brotli(css) };
      }
    }
    return { pages, stylesheet, shots: await firstPaints(site.url, cookies) };
  } finally {
    await site.stop();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

requireBuilt(['backend/dist/main.js', 'shell/dist/index.html', 'shell/dist-server/server.cjs']);
const started = machine();
const before = await builtWorktree(BEFORE);
log(`before: ${before.commit.slice(0, 12)}`);
const beforeFigures = await measure(before.root);
log(`after: ${currentCommit()}`);
const afterFigures = await measure(repoRoot);

const shotsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-styles-first-paint-'));
const pages = PAGES.map(({ path: address, signedIn }) => {
  const a = beforeFigures.shots[address];
  const b = afterFigures.shots[address];
  const name = address === '/' ? 'home' : address.slice(1);
  fs.writeFileSync(path.join(shotsDir, `${name}-before.png`), a);
  fs.writeFileSync(path.join(shotsDir, `${name}-after.png`), b);
  return {
    page: address,
    signedIn,
    before: beforeFigures.pages[address],
    after: afterFigures.pages[address],
    firstPaintUnchanged: Buffer.compare(a, b) === 0,
  };
});
const results = {
  date: new Date().toISOString(),
  before: before.commit,
  after: currentCommit(),
  profiles: PROFILES,
  machine: { ...started, loadAverageAtEnd: loadAverage() },
  stylesheet: afterFigures.stylesheet,
  pages,
};
const out = path.join(repoRoot, 'bench', 'results', 'antd-styles.json');
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
log(`first paints (PNG) in ${shotsDir}; figures in ${path.relative(repoRoot, out)}`);

console.log(
  '\n| Page | Inline style before: raw / gzip (KiB) | After: raw / gzip (KiB) | Page HTML gzip before → after (KiB) | First paint unchanged |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const row of pages)
  console.log(
    `| ${row.page}${row.signedIn ? '' : ' (signed out)'} | ${kb(row.before.inlineStyle.raw)} / ${kb(row.before.inlineStyle.gzip)} | ${kb(row.after.inlineStyle.raw)} / ${kb(row.after.inlineStyle.gzip)} | ${kb(row.before.html.gzip)} → ${kb(row.after.html.gzip)} | ${row.firstPaintUnchanged ? 'yes' : 'no'} |`,
  );
const sheet = afterFigures.stylesheet;
if (sheet)
  console.log(
    `\nStylesheet ${sheet.file}: ${kb(sheet.raw)} KiB raw, ${kb(sheet.gzip)} KiB gzip, ${kb(sheet.brotli)} KiB brotli.`,
  );
