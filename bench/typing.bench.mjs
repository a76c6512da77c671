// `npm run bench:typing`: how long each key press keeps a phone from drawing it, in Find
// Classmates' search box and in the profile form's First Name and an essay (issue 28, item 13: at
// most 50 ms a key at 4× CPU), "base" and "now" side by side in one run, the builds taking turns
// load by load so a busy minute falls on both. TYPING_FIELDS=search,name,essay picks them.
//
// - Each build runs as its own site on loopback (bench/lib/site.mjs): "now" is this checkout's
//   build, "base" a worktree of TYPING_BASE (default ebb925a, the directory before this work;
//   `none` skips it), built once and kept. TYPING_PROFILES seeded classmates (default 2000),
//   one account.
// - Every load is cold: a fresh Chromium profile, a 360 × 740 phone (2 device pixels, touch),
//   the CPU slowed TYPING_CPU times (default 4, Lighthouse's phone). /search is opened and left
//   until React has taken it over (/create-profile for the form's fields); the field is tapped
//   (the search box's tap fetches the whole list) and the page left to settle; then TYPING_TEXT (default "technology", ten keys) is typed one key
//   at a time with TYPING_PAUSE_MS (default 500) between keys, as a thumb types.
// - A key's figure is the browser's own Event Timing: the longest `event` entry (keydown,
//   beforeinput, input, keyup…) that started after the key was sent and before the next one,
//   from the key's hardware time to the next paint after its handlers (what INP counts).
//   Entries under 16 ms are not reported by the browser (its smallest durationThreshold): such a
//   key is written as null and counted as 16 in the medians (an upper bound).
// - TYPING_RUNS loads per build (default 5).
//
// - What the box holds once typing is over is kept too: a key lost on the way shows there.
//
// Writes bench/results/typing.json (every key of every load, with its input delay, handlers and
// presentation delay, and the long tasks seen while typing; committed) and prints the table
// bench/RESULTS.md quotes.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  loadAverage,
  log,
  machine,
  repoRoot,
  requireBuilt,
  round,
  seed,
  signUp,
  startSite,
} from './lib/site.mjs';
import { untilTakenOver } from './lib/take-over.mjs';
import { builtWorktree, currentCommit } from './lib/worktree.mjs';

/** Find Classmates before issue 28's items 6 and 13. */
const BASE = process.env.TYPING_BASE ?? 'ebb925a';
const RUNS = Math.max(1, Number(process.env.TYPING_RUNS ?? 5));
const CPU = Number(process.env.TYPING_CPU ?? 4);
const PROFILES = Number(process.env.TYPING_PROFILES ?? 2000);
const TEXT = process.env.TYPING_TEXT ?? 'technology';
const PAUSE_MS = Number(process.env.TYPING_PAUSE_MS ?? 500);
/** The browser's smallest Event Timing threshold: shorter keys are not reported. */
const EVENT_THRESHOLD_MS = 16;
const GIVE_UP_MS = 30_000;

/** Where the keys are typed; `list` is the answer the field's first tap waits for. */
const ALL_FIELDS = {
  search: {
    path: '/search',
    field: (tab) => tab.getByRole('searchbox', { name: 'Search classmates' }),
    list: '/api/directory',
  },
  name: { path: '/create-profile', field: (tab) => tab.getByLabel('First Name', { exact: true }) },
  essay: {
    path: '/create-profile',
    field: (tab) => tab.getByLabel('Favorite Memory from INSEAD', { exact: true }),
  },
};
const FIELDS = (process.env.TYPING_FIELDS ?? 'search,name,essay')
  .split(',')
  .filter((name) => name in ALL_FIELDS);

/** Starts collecting Event Timing entries and long tasks in the page. */
function observe(threshold) {
  const w = globalThis;
  w.__events = [];
  w.__longTasks = [];
  new w.PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__events.push({
        name: e.name,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        interactionId: e.interactionId,
      });
  }).observe({ type: 'event', durationThreshold: threshold });
  new w.PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__longTasks.push({ startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
}

/** Each key's longest event entry, from the entries and the times the keys were sent. */
function keysOf(sentAt, events) {
  return sentAt.map((start, index) => {
    const end = sentAt[index + 1] ?? Infinity;
    const mine = events.filter((e) => e.startTime >= start - 1 && e.startTime < end);
    if (mine.length === 0) return { key: TEXT[index], ms: null };
    const longest = mine.reduce((a, b) => (b.duration > a.duration ? b : a));
    return {
      key: TEXT[index],
      ms: round(longest.duration, 0),
      event: longest.name,
      inputDelayMs: round(longest.processingStart - longest.startTime, 1),
      handlersMs: round(longest.processingEnd - longest.processingStart, 1),
      presentationMs: round(longest.startTime + longest.duration - longest.processingEnd, 1),
    };
  });
}

async function load(site, fieldName) {
  const place = ALL_FIELDS[fieldName];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies(
      site.cookies.map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: site.url };
      }),
    );
    const tab = await context.newPage();
    const devtools = await context.newCDPSession(tab);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await tab.goto(`${site.url}${place.path}`, { waitUntil: 'load' });
    await untilTakenOver(tab, place.path, GIVE_UP_MS);
    await tab.waitForLoadState('networkidle');
    // The tap that reaches for the search fetches the whole list; typing starts once it is in.
    const box = place.field(tab);
    const list =
      place.list &&
      tab.waitForResponse((response) => new URL(response.url()).pathname.endsWith(place.list));
    await box.tap();
    await list;
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(1500);
    await tab.evaluate(observe, EVENT_THRESHOLD_MS);
    const sentAt = [];
    for (const key of TEXT) {
      sentAt.push(await tab.evaluate(() => performance.now()));
      await tab.keyboard.press(key);
      await tab.waitForTimeout(PAUSE_MS);
    }
    await tab.waitForTimeout(1500);
    const { events, longTasks } = await tab.evaluate(() => ({
      events: globalThis.__events,
      longTasks: globalThis.__longTasks,
    }));
    const value = await box.inputValue();
    const typingFrom = sentAt[0];
    return {
      // What the box held at the end: a key lost on the way shows here.
      boxHeld: value,
      keys: keysOf(sentAt, events),
      longTasksMs: longTasks
        .filter((task) => task.startTime >= typingFrom)
        .map((task) => round(task.duration, 0)),
    };
  } finally {
    await browser.close();
  }
}

async function preparedSite(label, root) {
  const site = await startSite({ root });
  try {
    log(`${label}: seeding ${PROFILES} profiles…`);
    await seed(site, PROFILES, 1);
    return { ...site, label, cookies: await signUp(site.url) };
  } catch (error) {
    await site.stop();
    throw error;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** A key's figure for the medians: under the threshold counts as the threshold. */
const msOf = (key) => key.ms ?? EVENT_THRESHOLD_MS;

async function main() {
  requireBuilt(['backend/dist/main.js', 'shell/dist/index.html']);
  const machineInfo = machine();
  const base = BASE === 'none' ? null : await builtWorktree(BASE);
  const sites = [];
  try {
    if (base) sites.push(await preparedSite('base', base.root));
    sites.push(await preparedSite('now', repoRoot));
    const runs = new Map(
      FIELDS.flatMap((field) => sites.map((site) => [`${field} ${site.label}`, []])),
    );
    for (const field of FIELDS)
      for (let i = 0; i < RUNS; i++)
        for (const site of sites) {
          const loadAverageBefore = loadAverage();
          const result = { ...(await load(site, field)), loadAverageBefore };
          runs.get(`${field} ${site.label}`).push(result);
          log(
            `${field} ${site.label} ${i + 1}/${RUNS} (load ${loadAverageBefore[0]}): keys ${result.keys.map((k) => k.ms ?? '<16').join(' ')} ms; long tasks ${result.longTasksMs.join(' ') || 'none'}${result.boxHeld === TEXT ? '' : `; the box held ${JSON.stringify(result.boxHeld)}`}`,
          );
        }
    const measured = [...runs].map(([label, results]) => {
      const all = results.flatMap((r) => r.keys.map(msOf));
      const [field, site] = label.split(' ');
      return {
        field,
        site,
        medianKeyMs: median(all),
        worstKeyMs: Math.max(...all),
        keysOver50Ms: all.filter((ms) => ms > 50).length,
        keys: all.length,
        loadsThatLostKeys: results.filter((r) => r.boxHeld !== TEXT).length,
        runMediansMs: results.map((r) => median(r.keys.map(msOf))),
        runs: results,
      };
    });
    const results = {
      date: new Date().toISOString(),
      commits: { now: currentCommit(), base: base?.commit.slice(0, 12) ?? null },
      cpuSlowdown: CPU,
      viewport: '360x740',
      text: TEXT,
      pauseMs: PAUSE_MS,
      runsPerBuild: RUNS,
      machine: { ...machineInfo, loadAverageAtEnd: loadAverage() },
      measured,
    };
    const file = path.join(repoRoot, 'bench/results/typing.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      `\nKey press to next paint, ${CPU}× CPU, ${RUNS} cold loads × ${TEXT.length} keys per field and build:\n`,
    );
    console.log(
      '| Field | Build | Median key, ms | Worst key, ms | Keys over 50 ms | Median of each load, ms | Loads that lost a key |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const m of measured)
      console.log(
        `| ${m.field} | ${m.site} | ${m.medianKeyMs} | ${m.worstKeyMs} | ${m.keysOver50Ms} of ${m.keys} | ${m.runMediansMs.join(', ')} | ${m.loadsThatLostKeys} of ${RUNS} |`,
      );
    log(`every key of every load: ${file}`);
  } finally {
    for (const site of sites) await site.stop();
  }
}

await main();
