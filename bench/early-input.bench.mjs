// `npm run bench:early-input`: how long a hurried visitor on a phone waits for what they did the
// moment a control showed, "as found" and "now" side by side in one run.
//
// - Each build runs as its own site on loopback (bench/lib/site.mjs; "as found" is a worktree of
//   EARLY_INPUT_AS_FOUND, default 0d5180c, the last commit before issue 27), with 60 seeded
//   classmates and one account.
// - The phone is Lighthouse's mobile one: 360 × 740, CPU 4× slower, 150 ms round trips,
//   1.6 Mbit/s down (EARLY_INPUT_CPU and EARLY_INPUT_NETWORK=0 change it).
// - Each journey loads a page cold and acts once, the moment its control is visible: the time the
//   control showed, the time React had taken the page over (polled every 50 ms), the time the
//   action took effect (or "lost" after 15 s), and whether the
//   page was still waiting to be taken over when the visitor acted. EARLY_INPUT_RUNS (default 3)
//   runs per journey and site, the sites taking turns; the median run stands.
//
// Writes bench/results/early-input.json (every run) and the table in bench/RESULTS.md between its
// early-input markers. EARLY_INPUT_JOURNEYS (`/create-profile,/search`: the journeys starting
// there) narrows the run; a narrowed run writes bench/results/early-input-narrowed.json and
// prints its table, leaving RESULTS.md's as it is.
import fs from 'node:fs';
import os from 'node:os';
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
  seed,
  signUp,
  startSite,
} from './lib/site.mjs';
import { builtWorktree, currentCommit } from './lib/worktree.mjs';
import { takenOver } from './lib/take-over.mjs';

const AS_FOUND = process.env.EARLY_INPUT_AS_FOUND ?? '0d5180c';
const RUNS = Math.max(1, Number(process.env.EARLY_INPUT_RUNS ?? 3));
const CPU = Number(process.env.EARLY_INPUT_CPU ?? 4);
const NETWORK =
  process.env.EARLY_INPUT_NETWORK === '0'
    ? null
    : {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      };
const GIVE_UP_MS = 15_000;
/** The password signUp (bench/lib/site.mjs) gives every account it registers. */
const PASSWORD = 'bench-secret';

/**
 * Each journey: where it starts, whether signed in, the control it waits for, what it does, and
 * how it knows the action took effect.
 */
const journeys = [
  {
    name: '/auth: tap "Register"',
    path: '/auth',
    control: (page) => page.getByRole('tab', { name: 'Register' }),
    act: (control) => control.tap(),
    done: (page) =>
      page.getByRole('heading', { name: 'Access Restricted' }).waitFor({ timeout: GIVE_UP_MS }),
  },
  {
    name: '/auth: type the sign-in, Enter',
    path: '/auth',
    control: (page) => page.locator('#login_username'),
    act: async (control, page, site) => {
      await control.pressSequentially(site.email);
      await page.locator('#login_password').pressSequentially(PASSWORD);
      await page.locator('#login_password').press('Enter');
    },
    done: (page, site) => page.waitForURL(`${site.url}/`, { timeout: GIVE_UP_MS }),
  },
  {
    name: '/search: type a name',
    path: '/search',
    signedIn: true,
    control: (page) => page.getByRole('searchbox', { name: 'Search classmates' }),
    act: (control) => control.pressSequentially('zzqx'),
    done: (page) =>
      page.getByText('No profiles found matching your criteria.').waitFor({ timeout: GIVE_UP_MS }),
  },
  {
    // The field's check runs contracts' schema: the form's first load no longer holds it.
    name: '/create-profile: type a wrong e-mail',
    path: '/create-profile',
    signedIn: true,
    // Filled in with the account's address: replaced.
    control: (page) => page.locator('#profile_email'),
    act: async (control) => {
      await control.press('Control+A');
      await control.pressSequentially('ada@');
    },
    done: (page) => page.getByText('Invalid email address').waitFor({ timeout: GIVE_UP_MS }),
  },
  {
    name: '/event-details: tap "Add to Outlook (.ics)"',
    path: '/event-details',
    signedIn: true,
    control: (page) => page.getByRole('button', { name: 'Add to Outlook (.ics): full schedule' }),
    act: async (control) => {
      await control.scrollIntoViewIfNeeded();
      await control.tap();
    },
    done: (page) => page.waitForEvent('download', { timeout: GIVE_UP_MS }),
  },
];

const only = process.env.EARLY_INPUT_JOURNEYS?.split(',').filter(Boolean);
const journeysRun = journeys.filter((journey) => only?.includes(journey.path) ?? true);

async function runJourney(site, journey) {
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
    if (journey.signedIn)
      await context.addCookies(
        site.cookies.map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), url: site.url };
        }),
      );
    const page = context.pages()[0] ?? (await context.newPage());
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    if (NETWORK) {
      await devtools.send('Network.enable');
      await devtools.send('Network.emulateNetworkConditions', NETWORK);
    }
    const start = Date.now();
    page.goto(`${site.url}${journey.path}`, { waitUntil: 'commit' }).catch(() => undefined);
    const control = journey.control(page);
    await control.waitFor({ state: 'visible', timeout: 30_000 });
    const shownMs = Date.now() - start;
    const early = !(await page.evaluate(takenOver));
    const takenOverMs = page
      .waitForFunction(takenOver, undefined, { polling: 50, timeout: 2 * GIVE_UP_MS })
      .then(
        () => Date.now() - start,
        () => null,
      );
    const done = journey.done(page, site).then(
      () => Date.now() - start,
      () => null,
    );
    await journey.act(control, page, site);
    const doneMs = await done;
    return { shownMs, early, takenOverMs: await takenOverMs, doneMs };
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function prepare(label, root) {
  const site = await startSite({ root });
  await seed(site, 60);
  const email = `early.${label.replace(/\W/g, '')}@class2005.test`;
  const cookies = await signUp(site.url, email);
  return { ...site, label, email, cookies };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function table(results) {
  const header =
    '| Journey | As found: shown → taken over → took effect | Now: shown → taken over → took effect | Now: acted before the take-over |\n| --- | --- | --- | --- |';
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const cell = (runs) => {
    const effect = runs.map((run) => run.doneMs);
    const lost = effect.filter((ms) => ms === null).length;
    const shown = seconds(median(runs.map((run) => run.shownMs)));
    const takenOver = runs.map((run) => run.takenOverMs).filter((ms) => ms != null);
    const over = takenOver.length > 0 ? seconds(median(takenOver)) : '?';
    if (lost === runs.length) return `${shown} → ${over} → **lost** (${lost} of ${runs.length})`;
    const took = seconds(median(effect.filter((ms) => ms !== null)));
    return `${shown} → ${over} → ${took}${lost ? ` (lost in ${lost} of ${runs.length})` : ''}`;
  };
  const rows = journeysRun.map((journey) => {
    const found = results.filter((r) => r.site === 'as found' && r.journey === journey.name);
    const now = results.filter((r) => r.site === 'now' && r.journey === journey.name);
    return `| ${journey.name} | ${cell(found)} | ${cell(now)} | ${now.filter((r) => r.early).length} of ${now.length} runs |`;
  });
  return [header, ...rows].join('\n');
}

requireBuilt(['backend/dist/main.js', 'shell/dist/page-script.js']);
const startLoad = loadAverage();
const worktree = await builtWorktree(AS_FOUND);
const sites = [await prepare('as found', worktree.root), await prepare('now', repoRoot)];
const results = [];
try {
  for (let run = 0; run < RUNS; run += 1)
    for (const journey of journeysRun)
      for (const site of sites) {
        const result = await runJourney(site, journey);
        log(`${site.label} · ${journey.name} · run ${run + 1}: ${JSON.stringify(result)}`);
        results.push({ site: site.label, journey: journey.name, run: run + 1, ...result });
      }
} finally {
  for (const site of sites) await site.stop();
}

const rawFile = `bench/results/early-input${only ? '-narrowed' : ''}.json`;
const summary = {
  date: new Date().toISOString(),
  now: currentCommit(),
  asFound: worktree.commit.slice(0, 12),
  machine: machine(),
  loadAverage: { start: startLoad, end: loadAverage() },
  phone: { cpuSlowdown: CPU, network: NETWORK },
  runs: RUNS,
  results,
};
fs.writeFileSync(path.join(repoRoot, rawFile), `${JSON.stringify(summary, null, 2)}\n`);
const body = [
  `Run ${summary.date.slice(0, 10)}: now = ${summary.now}, as found = ${summary.asFound}; phone: CPU ${CPU}× slower, ${NETWORK ? '150 ms round trips, 1.6 Mbit/s' : 'loopback network'}; ${RUNS} runs per journey and site (median). Machine: ${summary.machine.cores} × ${summary.machine.cpu}, Node ${summary.machine.node}, load average ${summary.loadAverage.start} at the start, ${summary.loadAverage.end} at the end. Raw: ${rawFile}.`,
  '',
  table(results),
].join('\n');
console.log(body);
if (only) process.exit(0);
const resultsFile = path.join(repoRoot, 'bench/RESULTS.md');
const text = fs.readFileSync(resultsFile, 'utf8');
const marked =
  /(<!-- early-input table: written by npm run bench:early-input -->\n)[\s\S]*?(<!-- end of early-input table -->)/;
if (!marked.test(text)) throw new Error('bench/RESULTS.md has no early-input markers');
fs.writeFileSync(resultsFile, text.replace(marked, `$1${body}\n$2`));
