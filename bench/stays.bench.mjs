// `npm run bench:stays` (issue 20, who's in town when): is the day-by-day view within the
// directory's budget at 2,000 profiles? Starts the built site on loopback with a throw-away
// DATA_DIR, seeds 2,000 profiles, signs up one account, then in one run, ROUNDS times taking
// turns: GET /api/stays and GET /api/directory (the budget it is held to) under the API bench's
// load (50 connections, at most 3,000 requests or 10 s, gzip as a browser asks), and the
// event page's work on the answer — contracts' townDays, unfiltered and by town — timed in
// Node, median of 50 runs. Writes bench/results/stays.json (committed) and prints the table.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { load, median } from './lib/load.mjs';
import {
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

const PROFILES = 2000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const COMPUTE_RUNS = 50;

requireBuilt(['backend/dist/main.js', 'contracts/dist/stays/town-stays.js']);
const { townDays } = await import(
  pathToFileURL(path.join(repoRoot, 'contracts/dist/stays/town-stays.js')).href
);

/** Median milliseconds of `work` over COMPUTE_RUNS runs. */
function timed(work) {
  const times = [];
  for (let i = 0; i < COMPUTE_RUNS; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return round(median(times), 2);
}

const site = await startSite();
try {
  log(`seeded ${PROFILES} profiles in ${await seed(site, PROFILES)} s`);
  const cookie = (await signUp(site.url)).join('; ');
  const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
  const stays = await (await fetch(`${site.url}/api/stays`, { headers: { cookie } })).json();
  const sizes = {};
  for (const pathname of ['/api/stays', '/api/directory']) {
    const response = await fetch(`${site.url}${pathname}`, { headers });
    sizes[pathname] = {
      jsonKiB: round(
        Buffer.byteLength(
          await (await fetch(`${site.url}${pathname}`, { headers: { cookie } })).text(),
        ) / 1024,
      ),
      encoding: response.headers.get('content-encoding'),
      // What crossed the wire (fetch hands back the body already decompressed).
      wireKiB: round(Number(response.headers.get('content-length')) / 1024),
    };
  }
  const runs = { '/api/stays': [], '/api/directory': [] };
  for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
    const order = roundIndex % 2 === 0 ? Object.keys(runs) : Object.keys(runs).reverse();
    for (const pathname of order) {
      const result = await load({
        origin: site.url,
        pid: site.pid,
        headers,
        pathFor: () => pathname,
      });
      if (result.statuses['200'] !== result.requests || result.errors > 0)
        throw new Error(`${pathname}: ${JSON.stringify(result.statuses)}`);
      runs[pathname].push(result);
    }
  }
  const summary = Object.fromEntries(
    Object.entries(runs).map(([pathname, results]) => [
      pathname,
      {
        requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
        medianMs: median(results.map((r) => r.medianMs)),
        p95Ms: median(results.map((r) => r.p95Ms)),
        serverCpuMsPerRequest: median(results.map((r) => r.serverCpuMsPerRequest)),
        ...sizes[pathname],
      },
    ]),
  );
  const compute = {
    stays: stays.length,
    allTownsMs: timed(() => townDays(stays)),
    oneTownMs: timed(() => townDays(stays, { town: 'Avon', accommodation: 'all' })),
  };
  const withinBudget = summary['/api/stays'].p95Ms <= summary['/api/directory'].p95Ms;
  const results = {
    date: new Date().toISOString(),
    command: 'npm run bench:stays',
    profiles: PROFILES,
    rounds: ROUNDS,
    machine: { ...machine(), loadAverageAtEnd: loadAverage() },
    summary,
    compute,
    withinBudget,
    runs,
  };
  const file = path.join(repoRoot, 'bench/results/stays.json');
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    [
      '| Endpoint | req/s | median | p95 | server CPU / request | JSON | on the wire |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...Object.entries(summary).map(
        ([pathname, s]) =>
          `| ${pathname} | ${s.requestsPerSecond} | ${s.medianMs} ms | ${s.p95Ms} ms | ${s.serverCpuMsPerRequest} ms | ${s.jsonKiB} KiB | ${s.wireKiB} KiB (${s.encoding}) |`,
      ),
      '',
      `townDays over ${compute.stays} stays: ${compute.allTownsMs} ms (all towns), ${compute.oneTownMs} ms (one town), median of ${COMPUTE_RUNS}.`,
      `Within the directory's budget (p95 of /api/stays ≤ p95 of /api/directory): ${withinBudget ? 'yes' : 'no'}.`,
    ].join('\n'),
  );
  log(`raw results: ${path.relative(repoRoot, file)}`);
  if (!withinBudget) process.exitCode = 1;
} finally {
  await site.stop();
}
