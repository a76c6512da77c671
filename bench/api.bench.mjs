// `npm run bench:api` (issue 9): the API under 50 concurrent connections, side by side in the
// same run with a bare baseline. Starts the built site on loopback with a throw-away DATA_DIR
// (its own embedded PostgreSQL), seeds 2,000 profiles, signs up one account, and starts
// bench/baseline-server.mjs (node:http + pg, reading the same database; what it does is written
// at its top). Then, after checking that both answer the same bodies, it loads each scenario on
// each server in turn, BENCH_ROUNDS times (default 4), alternating which goes first, each
// measured run after a short unmeasured one of its kind:
//   profile       GET /api/profiles/:id, ids drawn at random (seeded) from the published ones;
//   directory     GET /api/directory, the full lean list (gzip, as a browser asks);
//   directory-304 the same with the list's ETag in If-None-Match, as a returning browser asks.
// autocannon 9: 50 connections, at most REQUESTS requests or MAX_SECONDS seconds per run, the
// latency of every answer kept. Reports requests/s, median and p95 latency, the server
// process's CPU time per request, the ratio site/baseline, the load average before each run,
// and each server's peak memory over the whole run. Writes bench/results-api.json. Stops
// everything it started.
// - BENCH_BASE (default 0d5180c, the API before issue 32; `none` skips it): that commit's build,
//   from a worktree (bench/lib/worktree.mjs), runs as a third server on the same database and
//   session table, so "as found" and "now" are measured in the same run, taking turns.
// - BENCH_SCENARIOS=profile,directory-304 runs only those.
// - BENCH_NODE_ARGS adds node flags to every server's process, e.g. '--cpu-prof
//   --cpu-prof-dir=/tmp/prof' (a profile per process, named by its pid, which the log gives).
// - BENCH_SITE_NODE_ARGS adds node flags to the site's process only: with BENCH_BASE set to the
//   same commit, a runtime flag (e.g. '--max-semi-space-size=64') is measured against the same
//   code without it, in one run.
import path from 'node:path';
import {
  freePort,
  loadAverage,
  log,
  machine,
  repoRoot,
  round,
  seed,
  signUp,
  startServer,
  startSite,
  requireBuilt,
  writeResults,
} from './lib/site.mjs';
import { CONNECTIONS, load, MAX_SECONDS, median, peakRssMiB, REQUESTS } from './lib/load.mjs';
import { builtWorktree, currentCommit } from './lib/worktree.mjs';

const PROFILES = 2000;
const SEED = 1;
/** Even, so every server runs first as often as last (see the settle run in the loop). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WARM_UP_REQUESTS = 1000;
/** Unmeasured requests just before each measured run (see the loop). */
const SETTLE_REQUESTS = 300;
const SCENARIOS = process.env.BENCH_SCENARIOS?.split(',');
/** The API before issue 32's work. */
const BASE = process.env.BENCH_BASE ?? '0d5180c';
const TARGET_P95_MS = 25;
/** Issue 32: the site's throughput as a share of the baseline's, per scenario. */
const TARGET_RATIOS = { profile: 0.8, directory: 0.9, 'directory-304': 0.7 };

/** A small seeded generator (mulberry32): both servers get the same sequence of ids. */
function random(seedNumber) {
  let state = seedNumber >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function body(origin, pathname, headers) {
  const response = await fetch(`${origin}${pathname}`, {
    headers: { 'accept-encoding': 'identity', ...headers },
  });
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    text: await response.text(),
  };
}

/**
 * Before any figure: the baseline must answer what the site answers — the same bodies for the
 * same profiles, the same list and tag, the same refusals — or the comparison means nothing.
 */
async function checkSameAnswers(site, baseline, cookie, ids) {
  const signedIn = { cookie };
  const draw = random(7);
  const paths = [
    '/api/directory',
    '/api/profiles/999999',
    '/api/profiles/abc',
    ...Array.from({ length: 20 }, () => `/api/profiles/${ids[Math.floor(draw() * ids.length)]}`),
  ];
  for (const pathname of paths) {
    const [a, b] = await Promise.all([
      body(site, pathname, signedIn),
      body(baseline, pathname, signedIn),
    ]);
    // Only the list's tag is the API's own; express adds a weak one to other answers.
    const tagsDiffer = pathname === '/api/directory' && a.etag !== b.etag;
    if (a.status !== b.status || a.text !== b.text || tagsDiffer)
      throw new Error(
        `baseline differs from the site on ${pathname}: ${a.status} ${a.etag} ${a.text.slice(0, 200)} vs ${b.status} ${b.etag} ${b.text.slice(0, 200)}`,
      );
  }
  for (const headers of [{}, { cookie: 'reunion.sid=s%3Aforged.signature' }]) {
    const [a, b] = await Promise.all([
      body(site, `/api/profiles/${ids[0]}`, headers),
      body(baseline, `/api/profiles/${ids[0]}`, headers),
    ]);
    if (a.status !== 401 || b.status !== 401 || a.text !== b.text)
      throw new Error(`signed-out answers differ: ${a.status} ${a.text} vs ${b.status} ${b.text}`);
  }
  return paths.length + 2;
}

function summarise(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    requestsPerSecond: pick('requestsPerSecond'),
    medianMs: pick('medianMs'),
    p95Ms: pick('p95Ms'),
    serverCpuMsPerRequest: runs.some((r) => r.serverCpuMsPerRequest === null)
      ? null
      : pick('serverCpuMsPerRequest'),
  };
}

/** Node flags from a space-separated environment variable. */
function flags(text) {
  return (text ?? '').split(' ').filter(Boolean);
}

async function main() {
  requireBuilt(['backend/dist/main.js', 'backend/dist/seed/seed.js']);
  const machineInfo = machine();
  const nodeArgs = flags(process.env.BENCH_NODE_ARGS);
  const base = BASE === 'none' ? undefined : await builtWorktree(BASE);
  const site = await startSite({
    nodeArgs: [...nodeArgs, ...flags(process.env.BENCH_SITE_NODE_ARGS)],
  });
  let baselineServer;
  let floorServer;
  let asFound;
  try {
    log(`seeding ${PROFILES} profiles…`);
    const seedSeconds = await seed(site, PROFILES, SEED);
    const cookie = (await signUp(site.url)).join('; ');

    const benchServerEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: site.databaseUrl,
      SESSION_SECRET: site.env.SESSION_SECRET,
    };
    /** One of the bench's own servers (bench/<file>) on a free port of loopback. */
    const startBenchServer = async (file) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = await startServer(
        [...nodeArgs, path.join(repoRoot, 'bench', file)],
        { ...benchServerEnv, PORT: String(port) },
        `${url}/ready`,
      );
      log(`${file} on ${url} (pid ${server.pid})`);
      return { ...server, url };
    };
    baselineServer = await startBenchServer('baseline-server.mjs');
    floorServer = await startBenchServer('stack-floor-server.mjs');
    const baselineUrl = baselineServer.url;
    const floorUrl = floorServer.url;
    log(`site pid ${site.pid}`);
    if (base) {
      // Same database and secret: the one session cookie signs in to both builds.
      asFound = await startSite({
        nodeArgs,
        root: base.root,
        extraEnv: { DATABASE_URL: site.databaseUrl, SESSION_SECRET: site.env.SESSION_SECRET },
      });
      log(`as found (${base.commit.slice(0, 12)}) on ${asFound.url} (pid ${asFound.pid})`);
    }

    const list = await body(site.url, '/api/directory', { cookie });
    const ids = JSON.parse(list.text).map((card) => card.id);
    if (ids.length !== PROFILES) throw new Error(`expected ${PROFILES} cards, got ${ids.length}`);
    const checked = await checkSameAnswers(site.url, baselineUrl, cookie, ids);
    await checkSameAnswers(floorUrl, baselineUrl, cookie, ids);
    log(`baseline and floor answer the same as the site (${checked} requests compared each)`);

    const targets = {
      site: { origin: site.url, pid: site.pid },
      ...(asFound && { asFound: { origin: asFound.url, pid: asFound.pid } }),
      floor: { origin: floorUrl, pid: floorServer.pid },
      baseline: { origin: baselineUrl, pid: baselineServer.pid },
    };
    for (const target of Object.values(targets))
      target.etag = (await body(target.origin, '/api/directory', { cookie })).etag;
    const browser = { cookie, 'accept-encoding': 'gzip, deflate, br' };
    const allScenarios = {
      profile: (seedNumber) => {
        const draw = random(seedNumber);
        return {
          headers: browser,
          pathFor: () => `/api/profiles/${ids[Math.floor(draw() * ids.length)]}`,
        };
      },
      directory: () => ({ headers: browser, pathFor: () => '/api/directory' }),
      // Each server's own tag: the as-found build's cards may be encoded differently.
      'directory-304': (_seed, target) => ({
        headers: { ...browser, 'if-none-match': target.etag },
        pathFor: () => '/api/directory',
      }),
    };
    const scenarios = Object.fromEntries(
      Object.entries(allScenarios).filter(
        ([name]) => SCENARIOS === undefined || SCENARIOS.includes(name),
      ),
    );

    log('warming up both servers…');
    for (const target of Object.values(targets))
      for (const make of Object.values(scenarios))
        await load({ origin: target.origin, ...make(99, target), amount: WARM_UP_REQUESTS });

    const runs = {};
    for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
      // Turn the order round, so no server always runs on the hotter (or quieter) machine.
      const names = Object.keys(targets);
      const order = roundIndex % 2 === 0 ? names : names.toReversed();
      for (const [scenario, make] of Object.entries(scenarios)) {
        for (const name of order) {
          // The run after a full-list run is slower, whoever's it is; a short unmeasured run of
          // the same kind takes about half of that on, and an even number of rounds evens the
          // rest (bench/RESULTS.md, "Prepared statements"). The warm-up's seed, so the measured
          // run's profiles are not the settling run's.
          await load({ ...targets[name], ...make(99, targets[name]), amount: SETTLE_REQUESTS });
          const result = await load({ ...targets[name], ...make(roundIndex + 1, targets[name]) });
          const expected = scenario === 'directory-304' ? '304' : '200';
          if (result.statuses[expected] !== result.requests || result.errors > 0)
            throw new Error(`${name} ${scenario}: ${JSON.stringify(result.statuses)}`);
          ((runs[scenario] ??= {})[name] ??= []).push(result);
          log(
            `round ${roundIndex + 1} ${scenario} ${name}: ${result.requestsPerSecond}/s, median ${result.medianMs} ms, p95 ${result.p95Ms} ms, cpu ${result.serverCpuMsPerRequest} ms/req (load ${result.loadAverageBefore[0]})`,
          );
        }
      }
    }

    // Each server's ratio to the baseline within each round (same minutes of the machine),
    // then the median of those.
    const ratioTo = (serverRuns, baselineRuns) =>
      round(
        median(serverRuns.map((r, i) => r.requestsPerSecond / baselineRuns[i].requestsPerSecond)),
        2,
      );
    const summary = {};
    for (const [scenario, byTarget] of Object.entries(runs)) {
      const servers = Object.fromEntries(
        Object.entries(byTarget).map(([name, serverRuns]) => [
          name,
          {
            ...summarise(serverRuns),
            ...(name !== 'baseline' && { ratio: ratioTo(serverRuns, byTarget.baseline) }),
          },
        ]),
      );
      summary[scenario] = {
        ...servers,
        targetRatio: TARGET_RATIOS[scenario],
        meetsRatio: servers.site.ratio >= TARGET_RATIOS[scenario],
        meetsP95: servers.site.p95Ms <= TARGET_P95_MS,
      };
    }

    const results = {
      date: new Date().toISOString(),
      command: 'npm run bench:api',
      nodeFlags: { site: site.nodeFlags, asFound: asFound?.nodeFlags ?? null, others: nodeArgs },
      commits: { site: currentCommit(), asFound: base?.commit ?? null },
      machine: { ...machineInfo, loadAverageAtEnd: loadAverage() },
      seed: { profiles: PROFILES, seed: SEED, seconds: seedSeconds },
      load: {
        connections: CONNECTIONS,
        requestLimit: REQUESTS,
        secondsLimit: MAX_SECONDS,
        rounds: ROUNDS,
      },
      targets: { p95Ms: TARGET_P95_MS, throughputRatios: TARGET_RATIOS },
      // Each server's high-water mark over the whole run: what a runtime flag costs in memory.
      peakRssMiB: Object.fromEntries(
        Object.entries(targets).map(([name, target]) => [name, peakRssMiB(target.pid)]),
      ),
      summary,
      runs,
    };
    writeResults('api', results);
    printSummary(results);
  } finally {
    await asFound?.stop();
    await floorServer?.stop();
    await baselineServer?.stop();
    await site.stop();
  }
}

function printSummary(r) {
  const row = (name, s) =>
    `  ${name.padEnd(9)} ${String(s.requestsPerSecond).padStart(6)}/s  median ${String(s.medianMs).padStart(6)} ms  p95 ${String(s.p95Ms).padStart(6)} ms  cpu ${s.serverCpuMsPerRequest} ms/req${s.ratio === undefined ? '' : `  ratio to the baseline ${s.ratio}`}`;
  const lines = Object.entries(r.summary).map(([scenario, s]) =>
    [
      `${scenario} (median of ${r.load.rounds} rounds)`,
      ...['site', 'asFound', 'floor', 'baseline']
        .filter((name) => s[name])
        .map((name) => row(name, s[name])),
      `  site: ratio target ≥ ${s.targetRatio} ${s.meetsRatio ? 'met' : 'MISSED'}; p95 target ≤ ${r.targets.p95Ms} ms ${s.meetsP95 ? 'met' : 'MISSED'}`,
    ].join('\n'),
  );
  console.log(`
API benchmark (${r.date}), site ${r.commits.site}, as found ${r.commits.asFound ?? 'not run'}
machine: ${r.machine.cores} × ${r.machine.cpu}, ${r.machine.memoryGiB} GiB, Node ${r.machine.node}, load ${r.machine.loadAverageAtStart.join(' ')} at start, ${r.machine.loadAverageAtEnd.join(' ')} at end
${r.seed.profiles} profiles; ${r.load.connections} connections, ≤ ${r.load.requestLimit} requests or ${r.load.secondsLimit} s per run
peak memory (MiB): ${Object.entries(r.peakRssMiB)
    .map(([name, mib]) => `${name} ${mib}`)
    .join(', ')}
${lines.join('\n')}
`);
}

await main();
