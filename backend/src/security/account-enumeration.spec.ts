import { authMessages, RESET_EMAIL_SENT_MESSAGE } from '@reunion/contracts';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import type { Response } from 'supertest';
import { signUp } from '../../test/support/accounts.js';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../test/support/test-app.js';
import { freePort } from '../database/free-port.js';
import { authErrors } from '../auth/auth.messages.js';

/**
 * How long the test SMTP server takes to accept each message. A reset that sent its mail before
 * answering would be at least this much slower for a known address than for an unknown one.
 */
const SMTP_DELAY_MS = 400;
/** Samples per group, taken alternately so that load on the machine hits both alike. */
const SAMPLES = 15;
const WARM_UP = 2;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** What a client can compare between two answers: status, body and whether a session was set. */
const visible = (response: Response) => ({
  status: response.status,
  body: response.body as unknown,
  setsCookie: response.headers['set-cookie'] !== undefined,
});

/** A real SMTP server on loopback that keeps each message SMTP_DELAY_MS before accepting it. */
async function startSlowMailbox(): Promise<{
  url: string;
  received: string[];
  stop(): Promise<void>;
}> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()));
        setTimeout(() => callback(), SMTP_DELAY_MS);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('no account enumeration (message, status, timing)', () => {
  let t: TestApp;
  let mailbox: Awaited<ReturnType<typeof startSlowMailbox>>;
  const KNOWN = 'known@example.com';

  beforeAll(async () => {
    mailbox = await startSlowMailbox();
    t = await startTestApp({
      SMTP_URL: mailbox.url,
      // Timing needs many attempts on one account; the limits have their own tests.
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      RATE_LIMIT_REGISTER_PER_IP: '1000',
      RATE_LIMIT_RESET_PER_EMAIL: '1000',
      RATE_LIMIT_RESET_PER_IP: '1000',
    });
    await signUp(t, KNOWN, 'known');
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.stop();
  });

  /**
   * Times `a` and `b` alternately (after a warm-up that is thrown away: the first unknown
   * sign-in also makes the dummy hash) and checks on the way that every answer of either kind
   * looks the same to the client. Returns the medians in ms.
   */
  async function timeAlternately(
    a: () => Promise<Response>,
    b: () => Promise<Response>,
  ): Promise<{ a: number; b: number }> {
    const times = { a: [] as number[], b: [] as number[] };
    let first: ReturnType<typeof visible> | undefined;
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      for (const [name, send] of [
        ['a', a],
        ['b', b],
      ] as const) {
        const start = performance.now();
        const response = await send();
        const elapsed = performance.now() - start;
        first ??= visible(response);
        expect(visible(response)).toEqual(first);
        if (i >= WARM_UP) times[name].push(elapsed);
      }
    }
    return { a: median(times.a), b: median(times.b) };
  }

  it('sign-in: an unknown account answers like a wrong password, in the same time (a dummy argon2 check)', async () => {
    // The cost of a sign-in that checks no password at all: refused by the schema.
    const baseline: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const start = performance.now();
      await t.http().post('/api/login').send({ username: 'known', password: '' }).expect(400);
      baseline.push(performance.now() - start);
    }
    let n = 0;
    const medians = await timeAlternately(
      () =>
        t
          .http()
          .post('/api/login')
          .send({ username: KNOWN, password: `wrong ${n++}` }),
      () =>
        t
          .http()
          .post('/api/login')
          .send({ username: `nobody${n++}@example.com`, password: 'wrong' }),
    );
    // The answers were compared inside; this is the one they all were.
    const sample = await t
      .http()
      .post('/api/login')
      .send({ username: 'nobody@example.com', password: 'x' });
    expect(sample.status).toBe(401);
    expect(sample.body).toEqual({ error: authErrors.invalidCredentials });

    // The test can tell: a password check costs clearly more than no check. Were the unknown
    // account answered without one, its median would sit near the baseline.
    const base = median(baseline);
    expect(medians.a).toBeGreaterThan(2 * base);
    // Generous: the two medians within half of the larger one of each other.
    expect(Math.abs(medians.a - medians.b)).toBeLessThanOrEqual(
      0.5 * Math.max(medians.a, medians.b),
    );
    console.log(
      `sign-in medians: wrong password ${medians.a.toFixed(1)} ms, unknown account ${medians.b.toFixed(1)} ms, no check ${base.toFixed(1)} ms`,
    );
  });

  it('reset request: the same answer as fast for an unknown address, the mail sent after it', async () => {
    const medians = await timeAlternately(
      () => t.http().post('/api/request-password-reset').send({ email: KNOWN }),
      () => t.http().post('/api/request-password-reset').send({ email: 'stranger@example.com' }),
    );
    const sample = await t
      .http()
      .post('/api/request-password-reset')
      .send({ email: 'nobody@example.com' });
    expect(sample.status).toBe(200);
    expect(sample.body).toEqual({ ok: true, message: RESET_EMAIL_SENT_MESSAGE });
    // A mail on the request path would add SMTP_DELAY_MS to every known-address answer.
    expect(Math.abs(medians.a - medians.b)).toBeLessThan(SMTP_DELAY_MS / 4);
    console.log(
      `reset medians: known ${medians.a.toFixed(1)} ms, unknown ${medians.b.toFixed(1)} ms (SMTP takes ${SMTP_DELAY_MS} ms a message)`,
    );
    // The mails did go out, to the known address only.
    const deadline = Date.now() + 20_000;
    while (!mailbox.received.includes(KNOWN) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailbox.received).toContain(KNOWN);
    expect(mailbox.received.filter((to) => to !== KNOWN)).toEqual([]);
  });

  it('reset with a bad token: the same answer whichever e-mail it names', async () => {
    const answers = await Promise.all(
      [KNOWN, 'stranger@example.com'].map((email) =>
        t
          .http()
          .post('/api/reset-password')
          .send({ token: 'A'.repeat(43), email, password: 'new password' }),
      ),
    );
    expect(answers.map(visible)).toEqual([
      { status: 400, body: { error: authErrors.invalidResetToken }, setsCookie: false },
      { status: 400, body: { error: authErrors.invalidResetToken }, setsCookie: false },
    ]);
  });

  it('registration: behind a wrong class password, a taken e-mail answers like a free one and nothing is made', async () => {
    const count = async () =>
      Number((await t.dataSource.query('SELECT count(*) AS n FROM "users"'))[0].n);
    const before = await count();
    const answers = [];
    for (const email of [KNOWN, 'free@example.com'])
      answers.push(
        visible(
          await t
            .http()
            .post('/api/register')
            .send({ email, password: 'secret-1', classPassword: 'guess' }),
        ),
      );
    expect(answers).toEqual([
      { status: 403, body: { error: authMessages.wrongClassPassword }, setsCookie: false },
      { status: 403, body: { error: authMessages.wrongClassPassword }, setsCookie: false },
    ]);
    expect(await count()).toBe(before);
    // Past the gate, a taken e-mail is answered with 409 (auth.spec.ts): only classmates,
    // who hold the class password, can learn that an address has an account.
    const taken = await t
      .http()
      .post('/api/register')
      .send({ email: KNOWN, password: 'secret-1', classPassword: TEST_CLASS_PASSWORD });
    expect(taken.status).toBe(409);
  });
});
