// `node bench/auth-views.bench.mjs`: "Forgotten your password?" tapped the moment /auth shows, on
// Lighthouse's phone, two builds side by side in one run: AUTH_VIEWS_BEFORE (a commit, built in
// a worktree) and this checkout. For each cold load: whether the page was still waiting when
// tapped, the time from the tap's click to the first frame with the forgot-password form's e-mail
// field on screen (both read in the page), and, in a
// load without a tap, the time from the navigation to the page taken over. Plus each build's
// /auth HTML (bytes, gzip). AUTH_VIEWS_RUNS runs (default 7), the builds taking turns.
// Writes bench/results/auth-views.json.
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
  startSite,
} from './lib/site.mjs';
import { builtWorktree, currentCommit } from './lib/worktree.mjs';
import { takenOver } from './lib/take-over.mjs';

const BEFORE = process.env.AUTH_VIEWS_BEFORE ?? 'HEAD';
const RUNS = Math.max(1, Number(process.env.AUTH_VIEWS_RUNS ?? 7));
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function phone(site, action, initScript) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-bench-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (initScript) await page.addInitScript(initScript);
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', NETWORK);
    const start = Date.now();
    page.goto(`${site.url}/auth`, { waitUntil: 'commit' }).catch(() => undefined);
    return await action(page, start);
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Run in every document of the tab before its own scripts: notes the first click's time, and
 * from then on, every frame, whether the forgot-password form's e-mail field is on screen, the
 * first frame it is noted too (epoch ms, in sessionStorage: the link followed by the browser
 * loads a new document).
 */
const WATCH = `(() => {
  const FIELD = '#forgot-password_email';
  const watch = () => {
    if (sessionStorage.getItem('bench.shown') !== null) return;
    const field = document.querySelector(FIELD);
    if (field && field.getClientRects().length > 0)
      sessionStorage.setItem('bench.shown', String(performance.timeOrigin + performance.now()));
    else requestAnimationFrame(watch);
  };
  if (sessionStorage.getItem('bench.tap') !== null) requestAnimationFrame(watch);
  addEventListener('click', () => {
    if (sessionStorage.getItem('bench.tap') !== null) return;
    sessionStorage.setItem('bench.tap', String(performance.timeOrigin + performance.now()));
    requestAnimationFrame(watch);
  }, true);
})();`;

const tapForgotten = (site) =>
  phone(
    site,
    async (page, start) => {
      const link = page.getByText('Forgotten your password?');
      await link.waitFor({ state: 'visible', timeout: 30_000 });
      const shownMs = Date.now() - start;
      const early = !(await page.evaluate(takenOver));
      await link.tap();
      await page.locator('#forgot-password_email').waitFor({ state: 'visible', timeout: 15_000 });
      const read = () =>
        page.evaluate(() => [
          sessionStorage.getItem('bench.tap'),
          sessionStorage.getItem('bench.shown'),
        ]);
      let [tap, shown] = await read();
      for (let tries = 0; shown === null && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        [tap, shown] = await read();
      }
      return { shownMs, early, tapToFormMs: Math.round(Number(shown) - Number(tap)) };
    },
    WATCH,
  );
const loadOnly = (site) =>
  phone(site, async (page, start) => {
    await page.waitForFunction(takenOver, undefined, { polling: 50, timeout: 30_000 });
    return { takenOverMs: Date.now() - start };
  });

async function html(site) {
  const text = Buffer.from(await (await fetch(`${site.url}/auth`)).arrayBuffer());
  return { bytes: text.length, gzipBytes: zlib.gzipSync(text, { level: 9 }).length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const startLoad = loadAverage();
const worktree = await builtWorktree(BEFORE);
const sites = [
  { label: 'before', ...(await startSite({ root: worktree.root })) },
  { label: 'now', ...(await startSite({ root: repoRoot })) },
];
const results = [];
const pages = {};
try {
  for (const site of sites) pages[site.label] = await html(site);
  for (let run = 1; run <= RUNS; run += 1)
    for (const site of sites) {
      const tap = await tapForgotten(site);
      const load = await loadOnly(site);
      const result = { site: site.label, run, ...tap, ...load };
      log(JSON.stringify(result));
      results.push(result);
    }
} finally {
  for (const site of sites) await site.stop();
}
const summary = {
  date: new Date().toISOString(),
  now: currentCommit(),
  before: worktree.commit.slice(0, 12),
  machine: machine(),
  loadAverage: { start: startLoad, end: loadAverage() },
  phone: { cpuSlowdown: 4, network: NETWORK },
  authHtml: pages,
  results,
};
fs.writeFileSync(
  path.join(repoRoot, 'bench/results/auth-views.json'),
  `${JSON.stringify(summary, null, 2)}\n`,
);
for (const site of sites) {
  const runs = results.filter((result) => result.site === site.label);
  const taps = runs.map((r) => r.tapToFormMs);
  console.log(
    `${site.label}: tap → form median ${median(taps)} ms (${Math.min(...taps)}–${Math.max(...taps)}), early ${runs.filter((r) => r.early).length}/${runs.length}; navigation → taken over median ${median(runs.map((r) => r.takenOverMs))} ms; /auth HTML ${JSON.stringify(pages[site.label])}`,
  );
}
