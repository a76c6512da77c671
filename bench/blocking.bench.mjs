// `npm run bench:blocking`: how long each page's load blocks a phone's main thread, "base" and
// "now" side by side in one run. Lighthouse's phone score is what this is for, but a Lighthouse
// run takes half a minute and swings with the machine's load; this measures only the part that
// was missing (Total Blocking Time), more loads for the time, the builds taking turns load by
// load so a busy minute falls on both.
//
// - Each build runs as its own site on loopback (bench/lib/site.mjs): "now" is this checkout's
//   build, "base" a worktree of BLOCKING_BASE (default the commit before the work on blocking
//   time, built once and kept; `none` skips it). BLOCKING_PROFILES seeded classmates (default
//   2000, as bench:lighthouse), one account.
// - Every load is cold: a fresh Chromium profile, Lighthouse's phone (412 × 823, 1.75 device
//   pixels, touch) and CPU slowed BLOCKING_CPU times (default 4, Lighthouse's). The network is
//   not slowed: Lighthouse too observes an unthrottled load and only simulates the network, so
//   the tasks it sees are these.
// - A Chrome trace of the load until React has taken the page over (every part outside a
//   HydrateOnView region) and 3 s more; a task is a top-level task of the page's main thread.
//   Blocking time is Lighthouse's: the sum over tasks after the first contentful paint of
//   what each lasts beyond 50 ms.
// - BLOCKING_RUNS loads per page and build (default 5); the median stands. BLOCKING_PAGES
//   (`/auth,/search`) narrows the pages.
//
// Writes bench/results/blocking.json (every load's tasks over 50 ms, with what each ran;
// committed) and prints the table bench/RESULTS.md quotes.
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

/** The last commit before the work on blocking time. */
const BASE = process.env.BLOCKING_BASE ?? '59e4db3';
const RUNS = Math.max(1, Number(process.env.BLOCKING_RUNS ?? 5));
const CPU = Number(process.env.BLOCKING_CPU ?? 4);
const PROFILES = Number(process.env.BLOCKING_PROFILES ?? 2000);
/** Lighthouse's: a task blocks input for what it lasts beyond this. */
const LONG_TASK_MS = 50;
const SETTLE_MS = 3000;
const GIVE_UP_MS = 30_000;
/** `path` null: the first directory card's profile. */
const ALL_PAGES = [
  { name: '/auth', path: '/auth', signedIn: false },
  { name: '/', path: '/', signedIn: true },
  { name: '/search', path: '/search', signedIn: true },
  { name: '/event-details', path: '/event-details', signedIn: true },
  { name: '/class-gift', path: '/class-gift', signedIn: true },
  { name: '/photos', path: '/photos', signedIn: true },
  { name: '/admin', path: '/admin', signedIn: true },
  { name: '/profile/{id}', path: null, signedIn: true },
  // The account has no profile: the create form.
  { name: '/create-profile', path: '/create-profile', signedIn: true },
];
const only = process.env.BLOCKING_PAGES?.split(',').filter(Boolean);
const PAGES = ALL_PAGES.filter((page) => only?.includes(page.name) ?? true);
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
];
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** What a task spent its time on: its longest script evaluations, calls, parses. */
function describe(task, events) {
  const parts = events
    .filter(
      (event) =>
        event.ts >= task.ts &&
        event.ts < task.ts + task.dur &&
        [
          'EvaluateScript',
          'v8.callFunction',
          'FunctionCall',
          'ParseHTML',
          'TimerFire',
          'Layout',
          'UpdateLayoutTree',
          'Paint',
        ].includes(event.name),
    )
    .map((event) => {
      const data = event.args?.data ?? event.args?.beginData ?? {};
      const url = data.url ? data.url.replace(/^.*\//, '') : '';
      return {
        what: `${event.name}${url ? ` ${url}` : data.functionName ? ` ${data.functionName}` : ''}`,
        ms: event.dur / 1000,
      };
    })
    .filter((part) => part.ms >= 5)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  return parts.map((part) => `${part.what} ${round(part.ms, 0)}`).join(', ');
}

/** The main thread's top-level tasks, the first contentful paint, from a trace. */
function tasksOf(trace) {
  const events = trace.traceEvents;
  const threadNames = events.filter((e) => e.ph === 'M' && e.name === 'thread_name');
  const mains = threadNames.filter((e) => e.args.name === 'CrRendererMain');
  // The page's renderer: the main thread that committed the navigation.
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) throw new Error('the trace has no navigationStart');
  const main =
    mains.find((e) => e.pid === navigation.pid && e.tid === navigation.tid) ??
    mains.find((e) => e.pid === navigation.pid);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.pid === main.pid && e.ts >= navigation.ts,
  );
  const tasks = [];
  let end = 0;
  for (const event of onMain.filter((e) => TOP_LEVEL.has(e.name)).sort((a, b) => a.ts - b.ts)) {
    if (event.ts < end) continue;
    end = event.ts + event.dur;
    tasks.push(event);
  }
  return { tasks, onMain, start: navigation.ts, fcp: fcp?.ts ?? navigation.ts };
}

/** Blocking time after the first contentful paint, and the long tasks, from one load's trace. */
function blockingOf(trace) {
  const { tasks, onMain, start, fcp } = tasksOf(trace);
  let blockingMs = 0;
  const long = [];
  for (const task of tasks) {
    const ms = task.dur / 1000;
    if (ms <= LONG_TASK_MS) continue;
    const after = Math.min(ms, (task.ts + task.dur - fcp) / 1000);
    if (after > 0) blockingMs += Math.max(0, after - LONG_TASK_MS);
    long.push({
      atMs: round((task.ts - start) / 1000, 0),
      ms: round(ms, 0),
      what: describe(task, onMain),
    });
  }
  return { blockingMs: round(blockingMs, 0), fcpMs: round((fcp - start) / 1000, 0), long };
}

async function load(site, page) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (page.signedIn)
      await context.addCookies(
        site.cookies.map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), url: site.url };
        }),
      );
    const tab = await context.newPage();
    const devtools = await context.newCDPSession(tab);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
    await tab.goto(`${site.url}${page.path ?? site.profilePath}`, { waitUntil: 'load' });
    await untilTakenOver(tab, page.name, GIVE_UP_MS);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return blockingOf(trace);
  } finally {
    await browser.close();
  }
}

/** load, tried up to three times when the trace itself is unusable (no navigation in it). */
async function measure(site, page) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load(site, page);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`${page.name} ${site.label}: ${error instanceof Error ? error.message : error}; again`);
    }
  }
}

async function preparedSite(label, root) {
  const site = await startSite({ root });
  try {
    log(`${label}: seeding ${PROFILES} profiles…`);
    await seed(site, PROFILES, 1);
    const cookies = await signUp(site.url);
    const response = await fetch(`${site.url}/api/directory`, {
      headers: { cookie: cookies.join('; ') },
    });
    if (!response.ok) throw new Error(`${label}: GET /api/directory ${response.status}`);
    const [first] = await response.json();
    return { ...site, label, cookies, profilePath: `/profile/${first.id}` };
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

async function main() {
  requireBuilt(['backend/dist/main.js', 'shell/dist/index.html']);
  const machineInfo = machine();
  const base = BASE === 'none' ? null : await builtWorktree(BASE);
  const sites = [];
  try {
    if (base) sites.push(await preparedSite('base', base.root));
    sites.push(await preparedSite('now', repoRoot));
    const measured = [];
    for (const page of PAGES) {
      const runs = new Map(sites.map((site) => [site.label, []]));
      for (let i = 0; i < RUNS; i++)
        for (const site of sites) {
          const loadAverageBefore = loadAverage();
          const result = { ...(await measure(site, page)), loadAverageBefore };
          runs.get(site.label).push(result);
          log(
            `${page.name} ${site.label} ${i + 1}/${RUNS}: blocking ${result.blockingMs} ms (load ${loadAverageBefore[0]}); ${result.long.map((task) => task.ms).join(' ')}`,
          );
        }
      for (const [label, results] of runs)
        measured.push({
          page: page.name,
          site: label,
          medianBlockingMs: median(results.map((r) => r.blockingMs)),
          runs: results,
        });
    }
    const results = {
      date: new Date().toISOString(),
      commits: { now: currentCommit(), base: base?.commit.slice(0, 12) ?? null },
      cpuSlowdown: CPU,
      runsPerPage: RUNS,
      machine: { ...machineInfo, loadAverageAtEnd: loadAverage() },
      measured,
    };
    const file = path.join(repoRoot, 'bench/results/blocking.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      `\nBlocking time after the first paint, ${CPU}× CPU, median of ${RUNS} cold loads (each load's in brackets):\n`,
    );
    console.log(`| Page | ${sites.map((site) => site.label).join(' | ')} |`);
    console.log(`| --- | ${sites.map(() => '---').join(' | ')} |`);
    for (const page of PAGES) {
      const cells = sites.map((site) => {
        const m = measured.find((x) => x.page === page.name && x.site === site.label);
        return `${m.medianBlockingMs} (${m.runs.map((r) => r.blockingMs).join(', ')})`;
      });
      console.log(`| ${page.name} | ${cells.join(' | ')} |`);
    }
    log(`every load's long tasks: ${file}`);
  } finally {
    for (const site of sites) await site.stop();
  }
}

await main();
