import { profileBody } from '../support/profiles';
import { startSharedPostgres, type SharedPostgres } from '../support/shared-postgres';
import { CLASS_PASSWORD, startSite, type Site } from '../support/site';

/**
 * PostgreSQL frozen under signed-in traffic: every one of its processes stopped (SIGSTOP), as
 * when its host freezes or its disk stalls. Its port still accepts connections and nothing
 * answers, unlike a stopped server (database-outage.e2e.ts), which refuses at once. No request
 * may wait longer than DATABASE_TIMEOUT_MS plus a second; each gets the JSON 503 with
 * Retry-After a refused connection gets; readiness says 503; and once PostgreSQL runs again
 * the site serves again.
 */
let postgres: SharedPostgres;
let site: Site;
let cookie = '';
let profileId = 0;

/** Short, so that the test is quick; a freeze several times longer proves the bound. */
const DATABASE_TIMEOUT_MS = 1_500;
const MAX_WAIT_MS = DATABASE_TIMEOUT_MS + 1_000;
const FREEZE_MS = 6_000;
/** More workers than either pool has connections (10), so some wait for a connection too. */
const WORKERS = 14;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  postgres = await startSharedPostgres();
  site = await startSite({
    databaseUrl: postgres.url,
    env: { DATABASE_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS) },
  });
  const registered = await fetch(`${site.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'frozen@class2005.test',
      password: 'secret-1',
      classPassword: CLASS_PASSWORD,
    }),
  });
  expect(registered.status).toBe(201);
  cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const created = await fetch(`${site.url}/api/profiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(profileBody({ firstName: 'Frozen' })),
  });
  expect(created.status).toBe(201);
  profileId = ((await created.json()) as { id: number }).id;
}, 120_000);

afterAll(async () => {
  postgres?.thaw();
  await site?.stop();
  await postgres?.stop();
}, 60_000);

interface Outcome {
  path: string;
  /** When it was sent, relative to the freeze (negative: before it). */
  sentAt: number;
  ms: number;
  /** 0: no answer at all within the client's own 20 s. */
  status: number;
  retryAfter: string | null;
  body: unknown;
}

let frozenAt = Number.POSITIVE_INFINITY;

async function timed(path: string, signedIn = true): Promise<Outcome> {
  const started = Date.now();
  const sentAt = started - frozenAt;
  try {
    const response = await fetch(`${site.url}${path}`, {
      headers: signedIn ? { cookie } : {},
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Left as text: the assertions below say it should have been JSON.
    }
    return {
      path,
      sentAt,
      ms: Date.now() - started,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch {
    return { path, sentAt, ms: Date.now() - started, status: 0, retryAfter: null, body: null };
  }
}

test('a frozen PostgreSQL: every request answered within the bound, 503 with Retry-After, then served again', async () => {
  const paths = ['/api/user', `/api/profiles/${profileId}`];
  for (const path of paths) expect((await timed(path)).status).toBe(200);

  // Signed-in readers on both routes, each sending its next request once answered; bounded in
  // count, and stopped once the database has thawed and been seen again.
  let flowing = true;
  const outcomes: Outcome[] = [];
  const worker = async (index: number) => {
    for (let i = 0; i < 1_000 && flowing; i++) {
      outcomes.push(await timed(paths[(index + i) % paths.length] ?? '/api/user'));
    }
  };
  const traffic = Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
  await sleep(500);

  frozenAt = Date.now();
  postgres.freeze();
  const readiness: Outcome[] = [];
  try {
    // The readiness probe, as a load balancer would ask it, through the freeze.
    while (Date.now() - frozenAt < FREEZE_MS) {
      readiness.push(await timed('/health/ready', false));
      await sleep(250);
    }
  } finally {
    postgres.thaw();
  }
  const thawedAt = Date.now() - frozenAt;

  // Served again soon after (bounded: at most 40 tries, 10 s).
  let back = -1;
  for (let i = 0; i < 40 && back < 0; i++) {
    const [user, ready] = [await timed('/api/user'), await timed('/health/ready', false)];
    if (user.status === 200 && ready.status === 200) back = Date.now() - frozenAt - thawedAt;
    else await sleep(250);
  }
  flowing = false;
  await traffic;

  const during = outcomes.filter((o) => o.sentAt >= 0 && o.sentAt < thawedAt);
  const longest = Math.max(...outcomes.map((o) => o.ms));
  const statuses = [...new Set(outcomes.map((o) => o.status))]
    .map((status) => `${status}×${outcomes.filter((o) => o.status === status).length}`)
    .join(' ');
  console.info(
    `frozen ${thawedAt} ms: ${outcomes.length} requests (${during.length} sent during the freeze), ` +
      `statuses ${statuses}, longest wait ${longest} ms (bound ${MAX_WAIT_MS} ms); ` +
      `readiness ${readiness.map((o) => `${o.status}/${o.ms}ms`).join(' ')}; ` +
      `served again ${back} ms after the thaw`,
  );

  // No request waited past the bound; each was served or told to come back, in JSON.
  const answered = [...outcomes, ...readiness];
  expect(answered.filter((o) => o.ms > MAX_WAIT_MS)).toEqual([]);
  expect(answered.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
  for (const outcome of answered.filter((o) => o.status === 503)) {
    expect(outcome.retryAfter).toMatch(/^\d+$/);
    expect(outcome.body).toEqual({ error: expect.any(String) });
  }
  // The freeze was felt: requests sent during it were told to come back.
  expect(during.filter((o) => o.status === 503).length).toBeGreaterThanOrEqual(WORKERS);
  // Readiness said so once the bound had passed, until the thaw.
  const lateReadiness = readiness.filter((o) => o.sentAt >= MAX_WAIT_MS);
  expect(lateReadiness.length).toBeGreaterThan(0);
  for (const outcome of lateReadiness) expect(outcome.status).toBe(503);

  // And the site serves again once PostgreSQL runs.
  expect(back).toBeGreaterThanOrEqual(0);
  expect(back).toBeLessThan(5_000);
  for (const path of paths) expect((await timed(path)).status).toBe(200);
}, 120_000);
