import { startSharedPostgres, type SharedPostgres } from '../support/shared-postgres';
import { CLASS_PASSWORD, startSite, type Site } from '../support/site';

/**
 * PostgreSQL stopped and started again under traffic: the backend stays up, answers 503 with
 * Retry-After quickly while it is away, and serves normally again soon after it is back.
 */
let postgres: SharedPostgres;
let site: Site;

beforeAll(async () => {
  postgres = await startSharedPostgres();
  // Over a hundred registrations from one address: lift the per-IP limit for this run.
  site = await startSite({
    databaseUrl: postgres.url,
    env: { RATE_LIMIT_REGISTER_PER_IP: '1000' },
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await postgres?.stop();
}, 60_000);

/** Well under the proxy's patience; every database wait gives up after DATABASE_TIMEOUT_MS (3 s). */
const MAX_ANSWER_MS = 5_000;

interface Outcome {
  status: number;
  ms: number;
  retryAfter: string | null;
}

async function timed(request: () => Promise<Response>): Promise<Outcome> {
  const started = Date.now();
  const response = await request();
  await response.arrayBuffer();
  return {
    status: response.status,
    ms: Date.now() - started,
    retryAfter: response.headers.get('retry-after'),
  };
}

let registered = 0;
/** Usernames whose registration was acknowledged (201): they must survive the outage. */
const acknowledged: string[] = [];

function register(): Promise<Outcome> {
  const username = `guest${++registered}`;
  return timed(() =>
    fetch(`${site.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username,
        email: `${username}@class2005.test`,
        password: 'secret-1',
        classPassword: CLASS_PASSWORD,
      }),
      signal: AbortSignal.timeout(15_000),
    }),
  ).then((outcome) => {
    if (outcome.status === 201) acknowledged.push(username);
    return outcome;
  });
}

const ready = () => timed(() => fetch(`${site.url}/health/ready`));

it('answers 503 with Retry-After while PostgreSQL is away, then recovers', async () => {
  for (let i = 0; i < 5; i++) expect((await register()).status).toBe(201);

  // Traffic that keeps flowing across the stop and the restart (bounded: 400 requests).
  let flowing = true;
  const flow: Outcome[] = [];
  const traffic = (async () => {
    while (flowing && flow.length < 400) flow.push(await register());
  })();

  await postgres.pause();
  const during: Outcome[] = [];
  for (let i = 0; i < 6; i++) during.push(await register(), await ready());
  for (const outcome of during) {
    expect(outcome.status).toBe(503);
    expect(outcome.retryAfter).toMatch(/^\d+$/);
    expect(outcome.ms).toBeLessThan(MAX_ANSWER_MS);
  }
  expect((await fetch(`${site.url}/health/live`)).status).toBe(200);

  await postgres.resume();
  const restarted = Date.now();
  // Back within 10 s of the restart (bounded polling: at most 50 tries).
  for (let i = 0; i < 50 && (await ready()).status !== 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(Date.now() - restarted).toBeLessThan(10_000);

  flowing = false;
  await traffic;
  // Each request of the flow got an answer, fast: done, or 503 to retry; never a 500.
  for (const outcome of flow) {
    expect([201, 503]).toContain(outcome.status);
    expect(outcome.ms).toBeLessThan(MAX_ANSWER_MS);
  }
  expect(flow.some((outcome) => outcome.status === 503)).toBe(true);

  const after: Outcome[] = [];
  for (let i = 0; i < 100; i++) after.push(await register());
  const ok = after.filter((outcome) => outcome.status === 201).length;
  expect(ok).toBeGreaterThanOrEqual(99);

  // No acknowledged write was lost: every acknowledged account signs in.
  for (const username of acknowledged) {
    const login = await fetch(`${site.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: 'secret-1' }),
    });
    expect(login.status).toBe(200);
  }
}, 120_000);
