// `npm run bench:sign-in-burst`: what a burst of sign-ins costs everyone else. Every sign-in is
// an argon2 check on libuv's thread pool, which the gzip of every answer and every file read
// share. Starts two sites side by side on loopback, each with a throw-away DATA_DIR and 200
// seeded profiles: the build as found (SIGN_IN_BURST_AS_FOUND, default 7539dc9, from a
// worktree: bench/lib/worktree.mjs) and this checkout's. The per-address sign-in limits are
// lifted, as for a burst from many addresses. Then ROUNDS times, the sites taking turns:
//   quiet  a classmate's requests one after another for QUIET_MS: a profile (compressed as it
//          is sent, as a browser asks) and its photo (a file read), each timed;
//   burst  BURST sign-ins with a wrong password sent at once, while the classmate's requests go
//          on; timed until the last sign-in is answered (at most BURST_TIMEOUT_MS).
//   photos  PHOTO_SENDERS members each sending a phone's photo (4032 × 3024) to the album again and
//          again for QUIET_MS, while the classmate's requests go on: the photos' decoding takes
//          its turns on the same thread pool;
//   burst 40 + photos  both at once: two photo turns and two password turns held every one of
//          libuv's threads while Node's default of four was the pool (as found before 677b2fa).
// Reports each build's median and p95 of the classmate's requests in each phase, how long the
// burst took, and how its sign-ins were answered (401, or 503 when too many wait). Writes
// bench/results/sign-in-burst.json.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { median, percentile } from './lib/load.mjs';
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
import { builtWorktree, currentCommit } from './lib/worktree.mjs';

const AS_FOUND = process.env.SIGN_IN_BURST_AS_FOUND ?? '7539dc9';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BURSTS = (process.env.SIGN_IN_BURSTS ?? '40,120').split(',').map(Number);
const PROFILES = 200;
const QUIET_MS = 3000;
const BURST_TIMEOUT_MS = 60_000;
const LIFTED = '1000000';
const PHOTO_SENDERS = 4;
const PHOTO_BURST = 40;
// The backend's own image library makes the photo the senders send.
const sharp = createRequire(path.join(repoRoot, 'backend/package.json'))('sharp');
const PHOTO = await sharp({
  create: {
    width: 4032,
    height: 3024,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 12 },
  },
})
  .jpeg({ quality: 90 })
  .toBuffer();

async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** A classmate's requests, one after another, until `until()` is true. Latencies in ms. */
async function classmate(site, until) {
  const latencies = [];
  while (!until()) {
    latencies.push(await timed(`${site.url}${site.profile}`, site.headers));
    latencies.push(await timed(`${site.url}${site.photo}`, site.headers));
  }
  return latencies;
}

async function signInAttempt(site) {
  const response = await fetch(`${site.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: site.username, password: 'not the password' }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** One member's album uploads, one after another, until `until()` is true. Their statuses. */
async function sendPhotos(site, cookie, until) {
  const statuses = [];
  while (!until()) {
    const form = new FormData();
    form.append('photo', new Blob([PHOTO], { type: 'image/jpeg' }), 'phone.jpg');
    const response = await fetch(`${site.url}/api/photos`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

/** `site` seeded, with a member signed up and the profile and photo the classmate reads. */
async function prepare(site) {
  log(`${site.name}: seeded ${PROFILES} profiles in ${await seed(site, PROFILES)} s`);
  const senders = [];
  for (let i = 0; i < PHOTO_SENDERS; i++)
    senders.push((await signUp(site.url, `photos-${i}@class2005.test`)).join('; '));
  const username = 'burst@class2005.test';
  const cookie = (await signUp(site.url, username)).join('; ');
  const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
  const cards = await (await fetch(`${site.url}/api/directory`, { headers })).json();
  const withPhoto = cards.find((card) => card.thumbnailUrl?.startsWith('/api/files/'));
  const profilePath = `/api/profiles/${withPhoto.id}`;
  const response = await fetch(`${site.url}${profilePath}`, { headers });
  const encoding = response.headers.get('content-encoding');
  if (!encoding) throw new Error(`${profilePath} was sent uncompressed`);
  const { photos } = await response.json();
  return Object.assign(site, {
    username,
    headers,
    senders,
    profile: profilePath,
    photo: photos[0],
  });
}

async function quiet(site) {
  const end = performance.now() + QUIET_MS;
  return { latencies: await classmate(site, () => performance.now() > end) };
}

/** Photo senders at work until `until()` is true; how their uploads were answered. */
function photosWhile(site, until) {
  return Promise.all(site.senders.map((cookie) => sendPhotos(site, cookie, until))).then((all) =>
    all.flat(),
  );
}

async function photos(site) {
  const end = performance.now() + QUIET_MS;
  const until = () => performance.now() > end;
  const [latencies, uploads] = await Promise.all([
    classmate(site, until),
    photosWhile(site, until),
  ]);
  return { latencies, statuses: count(uploads) };
}

function count(statuses) {
  const counted = {};
  for (const status of statuses) counted[status] = (counted[status] ?? 0) + 1;
  return counted;
}

async function burst(site, size, { withPhotos = false } = {}) {
  let done = false;
  const started = performance.now();
  const attempts = Promise.all(Array.from({ length: size }, () => signInAttempt(site))).then(
    (answers) => ({ answers, burstMs: performance.now() - started }),
  );
  const timeout = setTimeout(() => (done = true), BURST_TIMEOUT_MS);
  const [{ answers, burstMs }, latencies, uploads] = await Promise.all([
    attempts.finally(() => (done = true)),
    classmate(site, () => done),
    withPhotos ? photosWhile(site, () => done) : [],
  ]);
  clearTimeout(timeout);
  return {
    burstMs,
    statuses: count(answers),
    ...(withPhotos ? { uploads: count(uploads) } : {}),
    latencies,
  };
}

requireBuilt(['backend/dist/main.js']);
const startedOn = machine();
const now = currentCommit();
const worktree = await builtWorktree(AS_FOUND);
const builds = { [`as found (${AS_FOUND})`]: worktree.root, [`now (${now})`]: repoRoot };
const sites = [];
try {
  for (const [name, root] of Object.entries(builds)) {
    const site = await startSite({
      root,
      extraEnv: { RATE_LIMIT_LOGIN_PER_IP: LIFTED, RATE_LIMIT_LOGIN_PER_ACCOUNT: LIFTED },
    });
    sites.push(Object.assign(site, { name }));
    await prepare(site);
  }
  const phases = [
    'quiet',
    ...BURSTS.map((size) => `burst ${size}`),
    'photos',
    `burst ${PHOTO_BURST} + photos`,
  ];
  const runs = Object.fromEntries(
    sites.map((site) => [site.name, Object.fromEntries(phases.map((phase) => [phase, []]))]),
  );
  for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
    const order = roundIndex % 2 === 0 ? sites : [...sites].reverse();
    for (const site of order) {
      const loadBefore = loadAverage();
      runs[site.name].quiet.push({ loadBefore, ...(await quiet(site)) });
      for (const size of BURSTS)
        runs[site.name][`burst ${size}`].push({ loadBefore, ...(await burst(site, size)) });
      runs[site.name].photos.push({ loadBefore, ...(await photos(site)) });
      runs[site.name][`burst ${PHOTO_BURST} + photos`].push({
        loadBefore,
        ...(await burst(site, PHOTO_BURST, { withPhotos: true })),
      });
      log(`round ${roundIndex + 1}: ${site.name} done`);
    }
  }
  const summary = Object.fromEntries(
    Object.entries(runs).map(([name, byPhase]) => [
      name,
      Object.fromEntries(
        Object.entries(byPhase).map(([phase, results]) => {
          const latencies = results.flatMap((r) => r.latencies);
          const total = (key) => {
            const all = {};
            for (const r of results)
              for (const [status, n] of Object.entries(r[key] ?? {}))
                all[status] = (all[status] ?? 0) + n;
            return all;
          };
          const burstMs = results[0]?.burstMs;
          return [
            phase,
            {
              classmateRequests: latencies.length,
              medianMs: round(median(latencies)),
              p95Ms: round(
                percentile(
                  [...latencies].sort((a, b) => a - b),
                  95,
                ),
              ),
              maxMs: round(Math.max(...latencies)),
              ...(burstMs === undefined
                ? {}
                : { burstMs: round(median(results.map((r) => r.burstMs)), 0) }),
              ...(phase === 'quiet' ? {} : { statuses: total('statuses') }),
              ...(results[0]?.uploads ? { uploads: total('uploads') } : {}),
            },
          ];
        }),
      ),
    ]),
  );
  const results = {
    date: new Date().toISOString(),
    command: 'npm run bench:sign-in-burst',
    rounds: ROUNDS,
    profiles: PROFILES,
    machine: { ...startedOn, loadAverageAtEnd: loadAverage() },
    summary,
    runs,
  };
  const file = path.join(repoRoot, 'bench/results/sign-in-burst.json');
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    [
      '| Build | Phase | classmate median | p95 | max | burst answered in | sign-ins (or photos) answered | photos answered |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...Object.entries(summary).flatMap(([name, byPhase]) =>
        Object.entries(byPhase).map(
          ([phase, s]) =>
            `| ${name} | ${phase} | ${s.medianMs} ms | ${s.p95Ms} ms | ${s.maxMs} ms | ${s.burstMs === undefined ? '' : `${s.burstMs} ms`} | ${s.statuses ? JSON.stringify(s.statuses) : ''} | ${s.uploads ? JSON.stringify(s.uploads) : ''} |`,
        ),
      ),
    ].join('\n'),
  );
  log(`raw results: ${path.relative(repoRoot, file)}`);
} finally {
  for (const site of sites) await site.stop();
}
