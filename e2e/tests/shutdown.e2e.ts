import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { albumPhotoSchema, ALBUM_CAPTION_FIELD, ALBUM_PHOTO_FIELD } from '@reunion/contracts';
import { pngImage } from '../support/png';
import { CLASS_PASSWORD, startSite, type Site } from '../support/site';

/**
 * The built site stopped the way process managers stop it (SIGTERM) while requests flow and a
 * large upload is half-way in, then killed outright (SIGKILL), each time started again on the
 * same DATA_DIR: requests get an answer or a refused connection, the process exits within 10 s,
 * no temporary file, orphan file or half-written row is left, and the embedded PostgreSQL stops
 * cleanly or, after a SIGKILL, is taken over by the next start with its data intact; the parts
 * of uploads a SIGKILL cut are gone once the next start is up.
 */
let dataDir: string;
let backend: ChildProcess | undefined;
let site: Site | undefined;
let cookie = '';
const account = { email: 'grace@class2005.test', password: 'secret-1' };

/** Registrations answered 201 during the traffic: they must all survive. */
const acknowledged: string[] = [];

const STOP_WITHIN_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startOnData(): Promise<Site> {
  site = await startSite({
    dataDir,
    onProcess: (child) => (backend = child),
    // Registrations are the write traffic here: lift the per-address limit for this run.
    env: { RATE_LIMIT_REGISTER_PER_IP: '100000' },
  });
  return site;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  ms: number;
}

/** Sends `signal` and waits (at most 20 s) for the process to exit. */
async function signalAndWait(child: ChildProcess, signal: NodeJS.Signals): Promise<Exit> {
  const sent = Date.now();
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, by) => resolve({ code, signal: by, ms: Date.now() - sent })),
  );
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const exit = await exited;
  clearTimeout(timer);
  return exit;
}

const pgDir = () => path.join(dataDir, 'pg');

/** The embedded PostgreSQL's postmaster pid, from its lock file (line 1). */
function postmasterPid(): number | undefined {
  try {
    const pid = Number(
      fs.readFileSync(path.join(pgDir(), 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Processes whose command line names this data folder: the postmaster of its cluster. */
function postgresProcesses(): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.includes(pgDir())) pids.push(Number(entry));
    } catch {
      // Exited meanwhile.
    }
  }
  return pids;
}

/** Files directly in a folder (not sub-folders); none when it does not exist. */
function filesIn(folder: string): string[] {
  try {
    return fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const uploadTemp = () => path.join(dataDir, 'upload-tmp');
const storage = () => path.join(dataDir, 'uploads');

/** A call as the signed-in account, or (`signedIn` false) as nobody: signing in replaces a session. */
async function api(
  method: string,
  urlPath: string,
  body?: unknown,
  signedIn = true,
): Promise<Response> {
  if (!site) throw new Error('no site');
  return fetch(`${site.url}${urlPath}`, {
    method,
    headers: {
      ...(signedIn ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
}

async function albumKeys(): Promise<{ photos: number; keys: string[] }> {
  const response = await api('GET', '/api/photos');
  expect(response.status).toBe(200);
  const photos = albumPhotoSchema.array().parse(await response.json());
  const keyOf = (url: string) => url.split('/').pop() ?? '';
  return {
    photos: photos.length,
    keys: photos.flatMap((photo) => [keyOf(photo.photoUrl), keyOf(photo.thumbnailUrl)]).sort(),
  };
}

/** Every stored file is named by a row, every row's files are there, nothing half-written. */
async function expectStorageMatchesRows(): Promise<number> {
  const { photos, keys } = await albumKeys();
  expect(filesIn(storage()).sort()).toEqual(keys);
  expect(filesIn(path.join(storage(), '.tmp'))).toEqual([]);
  expect(filesIn(uploadTemp())).toEqual([]);
  return photos;
}

interface Outcome {
  /** When the request was sent, relative to the SIGTERM (negative: before it). */
  sentAt: number;
  /** When its answer or error came, on the same clock. */
  answeredAt: number;
  status?: number;
  /** Error code when no answer came (ECONNREFUSED, ECONNRESET…). */
  error?: string;
  connection?: string;
}

/** One request over `agent`, never longer than 15 s. */
function send(
  agent: http.Agent,
  method: string,
  urlPath: string,
  clock: () => number,
  body?: unknown,
  signedIn = true,
): Promise<Outcome> {
  if (!site) throw new Error('no site');
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const sentAt = clock();
  return new Promise<Omit<Outcome, 'answeredAt'>>((resolve) => {
    const request = http.request(
      `${site?.url}${urlPath}`,
      {
        method,
        agent,
        timeout: 15_000,
        headers: {
          ...(signedIn ? { cookie } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            sentAt,
            status: response.statusCode,
            connection: response.headers.connection,
          }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ sentAt, error: error.code ?? error.message }),
        );
      },
    );
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ sentAt, error: error.code ?? error.message }),
    );
    request.end(payload);
  }).then((outcome) => ({ ...outcome, answeredAt: clock() }));
}

interface UploadOutcome {
  status?: number;
  error?: string;
  /** Whether the answer arrived before any error on the connection. */
  answeredFirst: boolean;
  sentBytes: number;
  totalBytes: number;
}

/** An uncompressed 1250 × 1250 PNG: 4.7 MB, as large as an upload may be (docs/photos.md). */
const LARGE_PHOTO = () => pngImage(1250, 1250, { stored: true });

/**
 * POST /api/photos with a large PNG sent slowly (32 KiB every 100 ms, about 15 s for the whole
 * file), so that it is still arriving when the server is stopped.
 */
function slowUpload(image: Buffer): Promise<UploadOutcome> {
  if (!site) throw new Error('no site');
  const boundary = 'shutdown-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${ALBUM_CAPTION_FIELD}"\r\n\r\nSlow upload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${ALBUM_PHOTO_FIELD}"; filename="big.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const body = Buffer.concat([head, image, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const outcome: UploadOutcome = { answeredFirst: false, sentBytes: 0, totalBytes: body.length };
  return new Promise((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearInterval(trickle);
      clearTimeout(limit);
      resolve(outcome);
    };
    const request = http.request(`${site?.url}/api/photos`, {
      method: 'POST',
      agent: false,
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
      },
    });
    request.on('response', (response) => {
      outcome.status = response.statusCode;
      if (!outcome.error) outcome.answeredFirst = true;
      clearInterval(trickle);
      response.resume();
      response.on('end', finish);
      response.on('error', finish);
      response.on('close', finish);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      outcome.error ??= error.code ?? error.message;
      // An error after the answer is the server closing a body it will not read; the
      // answer has been counted.
      if (outcome.status === undefined) finish();
    });
    const write = (bytes: number) => {
      const next = body.subarray(outcome.sentBytes, outcome.sentBytes + bytes);
      outcome.sentBytes += next.length;
      if (outcome.sentBytes >= body.length) request.end(next);
      else request.write(next);
    };
    write(256 * 1024);
    const trickle = setInterval(() => {
      if (settled || outcome.status !== undefined || request.destroyed) return;
      if (outcome.sentBytes < body.length) write(32 * 1024);
    }, 100);
    // Bounded: the whole body needs about 15 s.
    const limit = setTimeout(() => {
      request.destroy();
      finish();
    }, 45_000);
  });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-e2e-shutdown-'));
  await startOnData();
  const registration = { ...account, classPassword: CLASS_PASSWORD };
  const registered = await api('POST', '/api/register', registration, false);
  expect(registered.status).toBe(201);
  cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  // One photo stored before any fault: its row and files must come through every restart.
  const form = new FormData();
  form.append(ALBUM_CAPTION_FIELD, 'Before the restart');
  form.append(
    ALBUM_PHOTO_FIELD,
    new Blob([new Uint8Array(pngImage(64, 48))], { type: 'image/png' }),
    'a.png',
  );
  const uploaded = await fetch(`${site?.url}/api/photos`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  expect(uploaded.status).toBe(201);
}, 90_000);

afterAll(async () => {
  if (backend && backend.exitCode === null && backend.signalCode === null) backend.kill('SIGKILL');
  // A failed test can leave the PostgreSQL of a killed backend running: never leave it behind.
  const pid = postmasterPid();
  if (pid !== undefined && isAlive(pid)) {
    process.kill(pid, 'SIGQUIT');
    for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

test('SIGTERM during traffic and an upload: answers or refusals, exit within 10 s, nothing half-done', async () => {
  const child = backend;
  if (!child) throw new Error('no backend process');
  let sigtermAt = Number.POSITIVE_INFINITY;
  const clock = () => Date.now() - sigtermAt;

  // Traffic: three readers and a writer on kept-alive connections, bounded in count and time.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const outcomes: Outcome[] = [];
  let flowing = true;
  const flowDeadline = Date.now() + 60_000;
  let registrations = 0;
  const worker = async (next: () => Promise<Outcome>) => {
    for (let i = 0; i < 2_000 && flowing && Date.now() < flowDeadline; i++) {
      const outcome = await next();
      outcomes.push(outcome);
      // The server is gone once connections are refused: nothing more to learn.
      if (outcome.error === 'ECONNREFUSED') break;
    }
  };
  const reader = () => send(agent, 'GET', '/api/user', clock);
  const writer = () => {
    const email = `guest${++registrations}@class2005.test`;
    // Without the account's cookie: a registration signs the new account in.
    const body = { email, password: 'secret-1', classPassword: CLASS_PASSWORD };
    return send(agent, 'POST', '/api/register', clock, body, false).then((outcome) => {
      if (outcome.status === 201) acknowledged.push(email);
      return outcome;
    });
  };
  const traffic = Promise.all([worker(reader), worker(reader), worker(reader), worker(writer)]);

  // A 4.7 MB photo (within the 10 MB an album photo may be) arriving slowly; the server is
  // writing it to its temporary folder.
  const upload = slowUpload(LARGE_PHOTO());
  for (let i = 0; i < 100 && filesIn(uploadTemp()).length === 0; i++) await sleep(100);
  expect(filesIn(uploadTemp())).toHaveLength(1);
  for (let i = 0; i < 100 && outcomes.length < 20; i++) await sleep(100);
  const pgPid = postmasterPid();
  expect(pgPid).toBeDefined();

  sigtermAt = Date.now();
  const exit = await signalAndWait(child, 'SIGTERM');
  flowing = false;
  const [uploaded] = await Promise.all([upload, traffic]);
  agent.destroy();

  const after = outcomes.filter((outcome) => outcome.sentAt >= 0);
  const count = (list: Outcome[], key: string) =>
    list.filter((o) => (o.status !== undefined ? String(o.status) : o.error) === key).length;
  const summary = (list: Outcome[]) =>
    [...new Set(list.map((o) => (o.status !== undefined ? String(o.status) : o.error)))]
      .map((key) => `${key ?? '?'}×${count(list, key ?? '')}`)
      .join(' ');
  console.info(
    `SIGTERM: exit ${exit.code ?? exit.signal} after ${exit.ms} ms; ` +
      `requests sent before: ${summary(outcomes.filter((o) => o.sentAt < 0))}; after: ${summary(after)}; ` +
      `upload: ${uploaded.status ?? '-'} (${uploaded.error ?? 'no error'}, answered first: ${uploaded.answeredFirst}, ` +
      `${uploaded.sentBytes} of ${uploaded.totalBytes} bytes sent)\n` +
      (site?.log().match(/requests drained[^"\n]*/)?.[0] ?? 'no drain report in the log') +
      '\n' +
      site
        ?.log()
        .split('\n')
        .filter((l) => /warn|error|"level":[45]/i.test(l))
        .slice(-15)
        .join('\n'),
  );

  // The process exits by itself, cleanly, well within the 10 s.
  expect(exit.signal).toBeNull();
  expect(exit.code).toBe(0);
  expect(exit.ms).toBeLessThan(STOP_WITHIN_MS);

  // Every request got an answer (done, or 503 to retry) or found the port closed; none was
  // cut off by a reset or left hanging.
  for (const outcome of outcomes) {
    if (outcome.status !== undefined) expect([200, 201, 503]).toContain(outcome.status);
    else expect(outcome.error).toBe('ECONNREFUSED');
  }
  // 503s and refusals only once the stop had begun.
  for (const outcome of outcomes) {
    if (outcome.status === 503 || outcome.error !== undefined)
      expect(outcome.answeredAt).toBeGreaterThanOrEqual(0);
  }
  expect(after.some((o) => o.error === 'ECONNREFUSED')).toBe(true);

  // The upload still arriving was answered 503 (it could not finish in time), not left hanging.
  expect(uploaded.status).toBe(503);
  expect(uploaded.answeredFirst).toBe(true);

  // PostgreSQL stopped cleanly: its process is gone, and so is its lock file.
  expect(isAlive(pgPid ?? 0)).toBe(false);
  expect(fs.existsSync(path.join(pgDir(), 'postmaster.pid'))).toBe(false);
  expect(postgresProcesses()).toEqual([]);
  // No temporary file of the upload, nor of the storage.
  expect(filesIn(uploadTemp())).toEqual([]);
  expect(filesIn(path.join(storage(), '.tmp'))).toEqual([]);

  // Started again on the same data: the photo from before and no trace of the cut upload.
  await startOnData();
  expect(await expectStorageMatchesRows()).toBe(1);
  // No acknowledged write was lost.
  expect(acknowledged.length).toBeGreaterThan(0);
  for (const email of acknowledged) {
    const login = await api('POST', '/api/login', { username: email, password: 'secret-1' }, false);
    expect(login.status).toBe(200);
  }
}, 120_000);

test('after a SIGKILL the next start takes over the PostgreSQL left running, data intact, and stops it cleanly', async () => {
  const child = backend;
  if (!child || !site) throw new Error('no backend process');
  const before = await albumKeys();
  const pgPid = postmasterPid();
  expect(pgPid).toBeDefined();

  const killed = await signalAndWait(child, 'SIGKILL');
  expect(killed.signal).toBe('SIGKILL');
  // Measured, not required: a killed node cannot stop the PostgreSQL it started.
  console.info(`SIGKILL: PostgreSQL left running: ${isAlive(pgPid ?? 0)}`);
  expect(postgresProcesses()).toEqual(isAlive(pgPid ?? 0) ? [pgPid] : []);

  const restarted = Date.now();
  await startOnData();
  console.info(`SIGKILL: ready again after ${Date.now() - restarted} ms`);
  expect(isAlive(pgPid ?? 0)).toBe(false);
  expect(postmasterPid()).not.toBe(pgPid);

  // The data written before is all there: the session, the photo and its files.
  expect(await albumKeys()).toEqual(before);
  await expectStorageMatchesRows();
  const credentials = { username: account.email, password: account.password };
  const login = await api('POST', '/api/login', credentials, false);
  expect(login.status).toBe(200);

  // And this run stops cleanly again.
  const newPid = postmasterPid();
  const restartedChild = backend;
  if (!restartedChild) throw new Error('no backend process');
  const exit = await signalAndWait(restartedChild, 'SIGTERM');
  expect(exit.code).toBe(0);
  expect(exit.ms).toBeLessThan(STOP_WITHIN_MS);
  expect(isAlive(newPid ?? 0)).toBe(false);
  expect(fs.existsSync(path.join(pgDir(), 'postmaster.pid'))).toBe(false);
  expect(postgresProcesses()).toEqual([]);
}, 120_000);

test('after a SIGKILL during uploads, the next start leaves nothing in the upload folder from before it', async () => {
  await startOnData();
  const child = backend;
  if (!child) throw new Error('no backend process');
  const before = await albumKeys();

  // Five large photos arriving slowly, each being written to the temporary folder.
  const image = LARGE_PHOTO();
  const uploads = Array.from({ length: 5 }, () => slowUpload(image));
  for (let i = 0; i < 100 && filesIn(uploadTemp()).length < 5; i++) await sleep(100);
  expect(filesIn(uploadTemp())).toHaveLength(5);

  const killed = await signalAndWait(child, 'SIGKILL');
  expect(killed.signal).toBe('SIGKILL');
  const cut = await Promise.all(uploads);
  // None was acknowledged: the kill cut them all, and left their parts behind.
  expect(cut.filter((upload) => upload.status !== undefined)).toEqual([]);
  expect(filesIn(uploadTemp())).toHaveLength(5);

  const restartedAt = Date.now();
  await startOnData();
  const olderThanTheStart = filesIn(uploadTemp()).filter(
    (name) => fs.statSync(path.join(uploadTemp(), name)).mtimeMs < restartedAt,
  );
  expect(olderThanTheStart).toEqual([]);
  // And none of the cut uploads became a photo.
  expect(await albumKeys()).toEqual(before);
  await expectStorageMatchesRows();
}, 120_000);
