// `npm run bench:statements`: what PostgreSQL spends on each read a signed-in request makes, run
// as a plain statement (parsed and planned every time) and as a named, prepared one (planned
// once per connection; backend/src/database/prepared-statement.ts). Starts the built site on
// loopback with a throw-away DATA_DIR, seeds 2,000 profiles and signs up one account, then runs
// each statement RUNS times, one after another on one connection, plain and prepared taking
// turns, ROUNDS times. Reports, per run, the CPU time of that connection's PostgreSQL process
// (from /proc) and the wall time. Writes bench/results-statements.json. BENCH_ROUNDS, BENCH_RUNS.
import pg from 'pg';
import { cpuMs, median } from './lib/load.mjs';
import {
  loadAverage,
  log,
  machine,
  requireBuilt,
  round,
  seed,
  signUp,
  startSite,
  writeResults,
} from './lib/site.mjs';

requireBuilt(['backend/dist/main.js', 'backend/dist/seed/seed.js']);
// The statements are the build's own, so they are read once it is known to be there.
const { DIRECTORY_VERSION, PROFILE_BY_ID, READ_SESSION_AND_USER, sessionClock } =
  await import('./lib/backend-reads.mjs');

const PROFILES = 2000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RUNS = Number(process.env.BENCH_RUNS ?? 5000);

const site = await startSite();
try {
  await seed(site, PROFILES);
  const [cookie] = await signUp(site.url);
  // `reunion.sid=s%3A<sid>.<signature>`
  const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
  const client = new pg.Client({ connectionString: site.databaseUrl });
  await client.connect();
  try {
    const { rows: published } = await client.query(
      `SELECT id FROM profiles WHERE status = 'published' ORDER BY id LIMIT 500`,
    );
    const ids = published.map((row) => row.id);
    const statements = {
      'session and user': { ...READ_SESSION_AND_USER, values: () => [sid, sessionClock()] },
      'profile by id': { ...PROFILE_BY_ID, values: (i) => [ids[i % ids.length]] },
      'directory fingerprint': { ...DIRECTORY_VERSION, values: () => [] },
    };
    const [{ pid }] = (await client.query('SELECT pg_backend_pid() AS pid')).rows;

    async function measure({ name, text, values }, prepared) {
      const cpuBefore = cpuMs(pid);
      const started = performance.now();
      for (let i = 0; i < RUNS; i++)
        await client.query({ ...(prepared && { name }), text, values: values(i) });
      return {
        postgresCpuUs: round(((cpuMs(pid) - cpuBefore) * 1000) / RUNS, 0),
        wallUs: round(((performance.now() - started) * 1000) / RUNS, 0),
      };
    }

    const runs = {};
    const machineAtStart = machine();
    for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++)
      for (const [label, statement] of Object.entries(statements))
        for (const prepared of roundIndex % 2 === 0 ? [false, true] : [true, false]) {
          const result = await measure(statement, prepared);
          const kind = prepared ? 'prepared' : 'plain';
          ((runs[label] ??= {})[kind] ??= []).push(result);
          log(`round ${roundIndex + 1} ${label}, ${kind}: ${JSON.stringify(result)}`);
        }

    const summary = Object.fromEntries(
      Object.entries(runs).map(([label, byKind]) => [
        label,
        Object.fromEntries(
          Object.entries(byKind).map(([kind, results]) => [
            kind,
            {
              postgresCpuUs: median(results.map((r) => r.postgresCpuUs)),
              wallUs: median(results.map((r) => r.wallUs)),
            },
          ]),
        ),
      ]),
    );
    const results = {
      date: new Date().toISOString(),
      command: 'npm run bench:statements',
      machine: machineAtStart,
      loadAverageAtEnd: loadAverage(),
      profiles: PROFILES,
      runsPerMeasure: RUNS,
      rounds: ROUNDS,
      summary,
      runs,
    };
    writeResults('statements', results);
    console.log(`\nStatements (median of ${ROUNDS} rounds of ${RUNS} runs, one connection)`);
    for (const [label, byKind] of Object.entries(summary))
      console.log(
        `  ${label.padEnd(22)} plain ${byKind.plain.postgresCpuUs} µs of PostgreSQL's CPU ` +
          `(${byKind.plain.wallUs} µs a run), prepared ${byKind.prepared.postgresCpuUs} µs ` +
          `(${byKind.prepared.wallUs} µs)`,
      );
  } finally {
    await client.end();
  }
} finally {
  await site.stop();
}
