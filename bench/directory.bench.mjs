// `npm run bench:directory`: the Find Classmates directory with 2,000 profiles. Starts the built
// site on loopback with a throw-away DATA_DIR (its own embedded PostgreSQL), seeds 2,000
// profiles with photos (`npm run seed`'s code), then measures
//   1. the lean list's bytes (total and per profile), next to GET /api/profiles';
//   2. the API's median and p95 latency under 50 concurrent requests (autocannon, bounded by a
//      request count and a time limit), for a full answer and for an ETag revalidation;
//   3. in Chromium: navigation to the first card (cold and warm), a page change, and typing.
// Prints a summary and writes bench/results-directory.json. Stops everything it started.
// Functions passed to page.evaluate and addInitScript run inside Chromium.
/* global window, document, MutationObserver, requestAnimationFrame */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  log,
  machine,
  requireBuilt,
  round,
  seed,
  signUp,
  startSite,
  writeResults,
} from './lib/site.mjs';

const PROFILES = 2000;
const SEED = 1;
const CONNECTIONS = 50;
const REQUESTS = 2000;
const MAX_SECONDS = 10;

/** The raw bytes of an answer as they cross the wire (no transparent decompression). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error('timed out')));
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** 50 connections, at most REQUESTS requests or MAX_SECONDS seconds, every latency kept. */
function load(url, headers) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = {};
    const instance = autocannon(
      { url, connections: CONNECTIONS, amount: REQUESTS, headers, timeout: 30 },
      (error, result) => {
        clearTimeout(limit);
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requests: latencies.length,
          seconds: round(result.duration, 2),
          requestsPerSecond: round(latencies.length / result.duration, 0),
          medianMs: round(percentile(latencies, 50)),
          p95Ms: round(percentile(latencies, 95)),
          maxMs: round(latencies.at(-1) ?? Number.NaN),
          statuses,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
    const limit = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
  });
}

async function measureBytes(url, cookie) {
  const headers = { cookie };
  const plain = await rawGet(`${url}/api/directory`, { ...headers, 'accept-encoding': 'identity' });
  const gzip = await rawGet(`${url}/api/directory`, { ...headers, 'accept-encoding': 'gzip' });
  if (plain.status !== 200) throw new Error(`GET /api/directory: ${plain.status}`);
  const cards = JSON.parse(plain.bytes.toString());
  const full = await rawGet(`${url}/api/profiles`, { ...headers, 'accept-encoding': 'identity' });
  const fullGzip = await rawGet(`${url}/api/profiles`, { ...headers, 'accept-encoding': 'gzip' });
  const profiles = JSON.parse(full.bytes.toString()).length;
  return {
    profiles: cards.length,
    etag: plain.headers.etag,
    directory: {
      bytes: plain.bytes.length,
      gzipBytes: gzip.bytes.length,
      bytesPerProfile: round(plain.bytes.length / cards.length, 0),
      gzipBytesPerProfile: round(gzip.bytes.length / cards.length, 0),
      containsImageBytes: /data:image|base64/.test(plain.bytes.toString()),
      withThumbnail: cards.filter((card) => card.thumbnailUrl).length,
    },
    fullProfiles: {
      bytes: full.bytes.length,
      gzipBytes: fullGzip.bytes.length,
      bytesPerProfile: round(full.bytes.length / profiles, 0),
    },
  };
}

async function measureBrowser(url, cookies) {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
  try {
    await context.addCookies(
      cookies.map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url };
      }),
    );
    // Marks the moment the first card is in the document, on the page's own clock (ms since
    // navigation start), and collects long tasks (frames the main thread could not draw).
    await context.addInitScript(() => {
      const mark = () => {
        if (
          window.__firstCard === undefined &&
          document.querySelector('[data-testid="classmate-card"]')
        )
          window.__firstCard = performance.now();
      };
      new MutationObserver(mark).observe(document, { childList: true, subtree: true });
      window.__longTasks = [];
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      } catch {
        // no long-task timing in this browser
      }
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const firstCard = async () => {
      await page.goto(`${url}/search`, { waitUntil: 'commit' });
      await page.locator('[data-testid="classmate-card"]').first().waitFor({ timeout: 30_000 });
      return page.evaluate(() => {
        const list = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.endsWith('/api/directory'));
        return {
          firstCardMs: Math.round(window.__firstCard),
          listFetchMs: list ? Math.round(list.duration) : null,
          listTransferBytes: list ? list.transferSize : null,
        };
      });
    };
    const cold = await firstCard();
    const warmRuns = [];
    for (let i = 0; i < 3; i++) warmRuns.push(await firstCard());
    const warm = warmRuns.map((r) => r.firstCardMs).sort((a, b) => a - b)[1];

    // The cards come with the server's HTML, before the page is taken over: a click on
    // "Next page" before then reaches no handler. Quiet network: the section's code is in.
    await page.waitForLoadState('networkidle');
    // A page change: from the click to the new first card, on the page's clock.
    const pageChangeMs = await page.evaluate(async () => {
      // The card's name is its heading (ClassmateCard: level 2).
      const first = () => document.querySelector('[data-testid="classmate-card"] h2')?.textContent;
      const before = first();
      const next = document.querySelector('button[aria-label="Next page"]');
      if (!before || !next) throw new Error('no card name or no Next page button on /search');
      const start = performance.now();
      next.click();
      for (let i = 0; i < 200 && first() === before; i++)
        await new Promise((r) => requestAnimationFrame(r));
      if (first() === before) throw new Error('the page did not change within 200 frames');
      return Math.round(performance.now() - start);
    });

    // Typing: ten characters at 80 ms each; long tasks (> 50 ms) would be dropped frames.
    await page.evaluate(() => (window.__longTasks = []));
    const box = page.getByLabel('Search classmates');
    await box.click();
    await page.keyboard.type('technology', { delay: 80 });
    await page.waitForTimeout(500);
    const longTasks = await page.evaluate(() => window.__longTasks);
    return {
      coldFirstCardMs: cold.firstCardMs,
      coldListFetchMs: cold.listFetchMs,
      coldListTransferBytes: cold.listTransferBytes,
      warmFirstCardMedianMs: warm,
      warmListTransferBytes: warmRuns[0].listTransferBytes,
      pageChangeMs,
      typingLongTasks: longTasks.length,
      typingLongestTaskMs: longTasks.length ? Math.round(Math.max(...longTasks)) : 0,
    };
  } finally {
    await context.close();
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

async function main() {
  requireBuilt([
    'backend/dist/main.js',
    'backend/dist/seed/seed.js',
    'shell/dist',
    'mf-directory/dist',
  ]);
  const machineInfo = machine();
  const site = await startSite();
  const { url } = site;
  try {
    log(`seeding ${PROFILES} profiles…`);
    const seedSeconds = await seed(site, PROFILES, SEED);
    const cookies = await signUp(url);
    const cookie = cookies.join('; ');

    log('measuring bytes…');
    const bytes = await measureBytes(url, cookie);
    log('loading the API (full answers)…');
    const full = await load(`${url}/api/directory`, { cookie, 'accept-encoding': 'gzip' });
    log('loading the API (ETag revalidations)…');
    const revalidate = await load(`${url}/api/directory`, {
      cookie,
      'accept-encoding': 'gzip',
      'if-none-match': bytes.etag,
    });
    // The same auth path (session read and touch, user lookup) without the directory: what any
    // signed-in API call costs here, to tell the directory's own share.
    log('loading the API (GET /api/user baseline)…');
    const baseline = await load(`${url}/api/user`, { cookie, 'accept-encoding': 'gzip' });
    log('measuring in Chromium…');
    const browser = await measureBrowser(url, cookies);

    const results = {
      date: new Date().toISOString(),
      command: 'npm run bench:directory',
      machine: machineInfo,
      seed: { profiles: PROFILES, seed: SEED, seconds: seedSeconds },
      bytes,
      api: {
        connections: CONNECTIONS,
        requestLimit: REQUESTS,
        secondsLimit: MAX_SECONDS,
        full,
        revalidate,
        baseline,
      },
      browser,
    };
    writeResults('directory', results);
    printSummary(results);
  } finally {
    await site.stop();
  }
}

function printSummary(r) {
  const kib = (value) => `${round(value / 1024)} KiB`;
  console.log(`
Directory benchmark (${r.date})
machine: ${r.machine.cores} × ${r.machine.cpu}, ${r.machine.memoryGiB} GiB, Node ${r.machine.node}, load ${r.machine.loadAverageAtStart.join(' ')}
seed: ${r.seed.profiles} profiles with photos in ${r.seed.seconds} s
GET /api/directory: ${r.bytes.profiles} cards, ${kib(r.bytes.directory.bytes)} (${r.bytes.directory.bytesPerProfile} B/profile), gzip ${kib(r.bytes.directory.gzipBytes)} (${r.bytes.directory.gzipBytesPerProfile} B/profile), image bytes: ${r.bytes.directory.containsImageBytes ? 'YES' : 'none'}
GET /api/profiles (for comparison): ${kib(r.bytes.fullProfiles.bytes)} (${r.bytes.fullProfiles.bytesPerProfile} B/profile), gzip ${kib(r.bytes.fullProfiles.gzipBytes)}
API, ${r.api.connections} connections: full 200 median ${r.api.full.medianMs} ms, p95 ${r.api.full.p95Ms} ms (${r.api.full.requests} requests, ${r.api.full.requestsPerSecond}/s, statuses ${JSON.stringify(r.api.full.statuses)})
API, ${r.api.connections} connections: ETag 304 median ${r.api.revalidate.medianMs} ms, p95 ${r.api.revalidate.p95Ms} ms (${r.api.revalidate.requests} requests, ${r.api.revalidate.requestsPerSecond}/s, statuses ${JSON.stringify(r.api.revalidate.statuses)})
API, ${r.api.connections} connections: GET /api/user baseline median ${r.api.baseline.medianMs} ms, p95 ${r.api.baseline.p95Ms} ms (${r.api.baseline.requests} requests, ${r.api.baseline.requestsPerSecond}/s)
Chromium: first card ${r.browser.coldFirstCardMs} ms cold (list ${r.browser.coldListFetchMs} ms, ${r.browser.coldListTransferBytes} B), ${r.browser.warmFirstCardMedianMs} ms warm (list ${r.browser.warmListTransferBytes} B on the wire)
Chromium: page change ${r.browser.pageChangeMs} ms; typing 10 characters: ${r.browser.typingLongTasks} long tasks (longest ${r.browser.typingLongestTaskMs} ms)
`);
}

await main();
