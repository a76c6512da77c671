// `npm run bench:first-load`: what Chromium fetches to show each page, measured in the browser.
// The built site runs on loopback (bench/lib/site.mjs); for /auth (signed out) and /, /search,
// /event-details, /photos, /admin (signed in), a fresh page is loaded with the cache off on an
// emulated phone (PHONE below), and every script is listed with its gzip size (level 9, as `npm
// run size` counts), where it came from (the shell or a section) and when it arrived, against the
// first contentful paint and the moment the page's own content was visible. `npm run size`
// computes the shell's lists for /auth from the chunk graph; this is the check that the graph
// and the browser agree. Writes bench/results-first-load.json (not committed).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  log,
  repoRoot,
  requireBuilt,
  round,
  signUp,
  startSite,
  writeResults,
} from './lib/site.mjs';

/** Each page and the element that says its own content is on screen. */
const pages = [
  { path: '/auth', ready: 'role=tab[name="Login"]', signedIn: false },
  { path: '/', ready: 'role=heading[name="Reunion Event Details"]', signedIn: true },
  { path: '/search', ready: 'role=heading[name="Find Classmates"]', signedIn: true },
  { path: '/event-details', ready: 'role=heading[name="Detailed Schedule"]', signedIn: true },
  { path: '/photos', ready: 'role=heading[name="Class of 2005J Photo Album"]', signedIn: true },
  { path: '/admin', ready: 'role=heading[name="Insights"]', signedIn: true },
];

/**
 * A phone on a slow mobile network, as Lighthouse's mobile preset simulates it (150 ms round
 * trips, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower); FIRST_LOAD_PHONE=0 loads at loopback
 * speed instead, where every script arrives before Chromium gets to paint.
 */
const PHONE =
  process.env.FIRST_LOAD_PHONE === '0'
    ? null
    : {
        network: {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        },
        cpuSlowdown: 4,
      };

/** The built file a script URL names: /x.js → shell/dist, /remotes/<name>/x.js → <name>/dist. */
function builtFile(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/(mf-[a-z]+)\/(.+)$/.exec(pathname);
  return remote
    ? path.join(repoRoot, remote[1], 'dist', remote[2])
    : path.join(repoRoot, 'shell', 'dist', pathname.slice(1));
}

const gzipKiB = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

/** @param {{ url: string }[]} files */
const kibOf = (files) => round(files.reduce((sum, file) => sum + file.kib, 0));

async function measure(context, url, page) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (PHONE) {
    await cdp.send('Network.emulateNetworkConditions', PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  }
  await tab.goto(`${url}${page.path}`);
  await tab.locator(page.ready).first().waitFor({ timeout: 30_000 });
  // Resource Timing and paint timing share the page's clock: what had arrived by each moment.
  const timing = await tab.evaluate(() => ({
    readyMs: performance.now(),
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script')
      .map((entry) => ({ url: entry.name, endMs: entry.responseEnd })),
  }));
  await tab.close();
  const files = timing.scripts.map((script) => {
    const file = builtFile(script.url);
    return {
      url: new URL(script.url).pathname,
      from: path.relative(repoRoot, file).split(path.sep)[0],
      kib: round(gzipKiB(file)),
      endMs: Math.round(script.endMs),
    };
  });
  const beforePaint = files.filter((file) => timing.fcpMs !== null && file.endMs <= timing.fcpMs);
  const beforeReady = files.filter((file) => file.endMs <= timing.readyMs);
  /** @type {Record<string, number>} */
  const byPart = {};
  for (const file of beforeReady) byPart[file.from] = round((byPart[file.from] ?? 0) + file.kib);
  return {
    page: page.path,
    fcpMs: timing.fcpMs === null ? null : Math.round(timing.fcpMs),
    readyMs: Math.round(timing.readyMs),
    beforePaint: { scripts: beforePaint.length, kib: kibOf(beforePaint) },
    beforeReady: { scripts: beforeReady.length, kib: kibOf(beforeReady), byPart },
    files,
  };
}

/**
 * /auth against the shell's first-load.json (what `npm run size` budgets). The server's HTML
 * paints before any script (expected: none arrived by the first paint); had every file of
 * `hydration` arrived by the time the form was ready, and what arrived then that is not in
 * `signInForm`?
 * @param {{ files: { url: string, endMs: number }[], fcpMs: number | null, readyMs: number }} result
 */
function compareWithBuild(result) {
  const lists = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'shell/dist/first-load.json'), 'utf8'),
  );
  const arrivedBy = (ms) =>
    result.files.filter((file) => file.endMs <= ms).map((file) => file.url.slice(1));
  const beforePaint = arrivedBy(result.fcpMs ?? 0);
  return {
    scriptsBeforePaint: beforePaint,
    hydrationAllBeforeReady: lists.hydration.every((file) =>
      arrivedBy(result.readyMs).includes(file),
    ),
    notInSignInForm: arrivedBy(result.readyMs).filter((file) => !lists.signInForm.includes(file)),
  };
}

/** A fresh Chromium (empty profile, nothing cached) measuring one page. */
async function measureCold(site, cookies, page) {
  const profileDir = fs.mkdtempSync(path.join(repoRoot, '.bench-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
  try {
    if (page.signedIn) {
      await context.addCookies(
        cookies.map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), url: site.url };
        }),
      );
    }
    return await measure(context, site.url, page);
  } finally {
    await context.close();
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

requireBuilt(['backend/dist/main.js', 'shell/dist/index.html']);
const site = await startSite();
try {
  const cookies = await signUp(site.url);
  const results = [];
  for (const page of pages) {
    const result = await measureCold(site, cookies, page);
    const { beforePaint, beforeReady } = result;
    log(
      `${page.path}: first paint at ${result.fcpMs} ms after ${beforePaint.kib} KiB gzip in ` +
        `${beforePaint.scripts} scripts; content at ${result.readyMs} ms after ${beforeReady.kib} ` +
        `KiB in ${beforeReady.scripts} (${Object.entries(beforeReady.byPart)
          .map(([part, kib]) => `${part} ${kib}`)
          .join(', ')})`,
    );
    if (page.path === '/auth') {
      result.matchesBuild = compareWithBuild(result);
      log(`/auth against shell/dist/first-load.json: ${JSON.stringify(result.matchesBuild)}`);
    }
    results.push(result);
  }
  const out = writeResults('first-load', { at: new Date().toISOString(), results });
  log(`written ${path.relative(repoRoot, out)}`);
} finally {
  await site.stop();
}
