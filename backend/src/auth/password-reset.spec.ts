import { createHash } from 'node:crypto';
import { authMessages, RESET_EMAIL_SENT_MESSAGE } from '@reunion/contracts';
import { createAppLog } from '../logging/app-log.js';
import {
  resetLinkIn,
  startMailbox,
  type Mailbox,
  waitForOutboxMail,
} from '../../test/support/mailbox.js';
import {
  allKeys,
  startTestApp,
  TEST_CLASS_PASSWORD,
  type TestApp,
} from '../../test/support/test-app.js';
import { authErrors } from './auth.messages.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('password reset API (real SMTP on loopback)', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  const bodies: unknown[] = [];

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Reunion Test <reunion@test.example>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.stop();
  });

  async function registerUser(email: string, password = 'old password') {
    const response = await t
      .http()
      .post('/api/register')
      .send({ email, password, classPassword: TEST_CLASS_PASSWORD });
    expect(response.status).toBe(201);
  }

  async function requestReset(email: string) {
    const response = await t.http().post('/api/request-password-reset').send({ email });
    bodies.push(response.body);
    return response;
  }

  /** Requests a link for `email` and returns the token from the mail that arrives. */
  async function mailedToken(email: string) {
    const before = mailbox.received.length;
    expect((await requestReset(email)).status).toBe(200);
    const mail = await mailbox.waitFor(email, {
      containing: '/auth/redirect-reset',
      after: before,
    });
    expect(mail.to).toEqual([email.toLowerCase()]);
    const link = resetLinkIn(mail);
    return { token: link.searchParams.get('token') ?? '', link, mail };
  }

  const verify = async (token?: string) => {
    const response = await t
      .http()
      .get('/api/verify-reset-token')
      .query(token === undefined ? {} : { token });
    expect(response.status).toBe(200);
    return response.body as unknown;
  };

  const reset = async (body: Record<string, unknown>) => {
    const response = await t.http().post('/api/reset-password').send(body);
    bodies.push(response.body);
    return response;
  };

  it('answers an unknown e-mail exactly like a known one, and sends it nothing', async () => {
    await registerUser('known@example.com');
    const unknown = await requestReset('stranger@example.com');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ ok: true, message: RESET_EMAIL_SENT_MESSAGE });
    const known = await requestReset('known@example.com');
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);

    await mailbox.waitFor('known@example.com', { containing: '/auth/redirect-reset' });
    await sleep(300);
    expect(mailbox.received.some((mail) => mail.to.includes('stranger@example.com'))).toBe(false);
  });

  it('refuses a malformed e-mail with 400', async () => {
    const response = await requestReset('not-an-email');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Invalid input: email');
    expect(response.body.fields).toEqual({ email: [authMessages.validEmailRequired] });
  });

  it.each([
    ['is missing', {}],
    ['is empty', { email: '' }],
  ])('says the e-mail is required when it %s', async (_case, body) => {
    const response = await t.http().post('/api/request-password-reset').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'Invalid input: email',
      fields: { email: [authMessages.emailRequired] },
    });
  });

  it('mails a one-hour link to PUBLIC_URL/auth/redirect-reset and keeps only a hash of its token', async () => {
    await registerUser('link@example.com');
    const { token, link, mail } = await mailedToken('LINK@example.com');
    expect(`${link.origin}${link.pathname}`).toBe('http://reunion.test/auth/redirect-reset');
    expect(link.searchParams.get('email')).toBe('link@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(mail.raw).toMatch(/^From: Reunion Test <reunion@test\.example>/m);

    const rows: { token_hash: string; expires_at: Date }[] = await t.dataSource.query(
      `SELECT t."token_hash", t."expires_at" FROM "password_reset_tokens" t JOIN "users" u ON u."id" = t."user_id" WHERE u."email" = $1`,
      ['link@example.com'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(sha256(token));
    const lifetime = (rows[0]?.expires_at.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('verifies tokens with a bare boolean', async () => {
    await registerUser('verify@example.com');
    const { token } = await mailedToken('verify@example.com');
    expect(await verify(token)).toBe(true);
    expect(await verify('A'.repeat(43))).toBe(false);
    expect(await verify('short')).toBe(false);
    expect(await verify()).toBe(false);
  });

  it('resets the password once: the link then fails, the old password too, and other sessions end', async () => {
    await registerUser('reset@example.com', 'old password');
    const elsewhere = t.browser();
    expect(
      (
        await elsewhere
          .post('/api/login')
          .send({ username: 'reset@example.com', password: 'old password' })
      ).status,
    ).toBe(200);

    const { token } = await mailedToken('reset@example.com');
    const tooShort = await reset({ token, password: '123' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error).toBe('Invalid input: password');

    const wrongEmail = await reset({
      token,
      email: 'someone-else@example.com',
      password: 'new password',
    });
    expect(wrongEmail.status).toBe(400);
    expect(await verify(token)).toBe(true);

    const done = await reset({ token, email: 'reset@example.com', password: 'new password' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ ok: true, message: expect.any(String) });

    expect(await verify(token)).toBe(false);
    const reused = await reset({ token, password: 'another password' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ error: authErrors.invalidResetToken });

    expect(
      (
        await t
          .http()
          .post('/api/login')
          .send({ username: 'reset@example.com', password: 'old password' })
      ).status,
    ).toBe(401);
    expect(
      (
        await t
          .http()
          .post('/api/login')
          .send({ username: 'reset@example.com', password: 'new password' })
      ).status,
    ).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
  });

  it("ends the account's sessions beside a session whose user id is not a plain id", async () => {
    await registerUser('odd-neighbour@example.com');
    const elsewhere = t.browser();
    const login = await elsewhere
      .post('/api/login')
      .send({ username: 'odd-neighbour@example.com', password: 'old password' });
    expect(login.status).toBe(200);
    await t.dataSource.query(
      `INSERT INTO "session" ("sid", "sess", "expire") VALUES ('odd-id', $1, now() + interval '1 day')`,
      [JSON.stringify({ cookie: { path: '/' }, passport: { user: 'x1' } })],
    );
    try {
      const { token } = await mailedToken('odd-neighbour@example.com');
      const done = await reset({ token, email: 'odd-neighbour@example.com', password: 'new pass' });
      expect(done.status).toBe(200);
      expect((await elsewhere.get('/api/user')).status).toBe(401);
    } finally {
      await t.dataSource.query(`DELETE FROM "session" WHERE "sid" = 'odd-id'`);
    }
  });

  it('voids the other links of the account once one is used', async () => {
    await registerUser('twice@example.com');
    const first = await mailedToken('twice@example.com');
    const second = await mailedToken('twice@example.com');
    expect((await reset({ token: second.token, password: 'new password' })).status).toBe(200);
    expect(await verify(first.token)).toBe(false);
  });

  it('refuses an expired token', async () => {
    await registerUser('expired@example.com');
    const { token } = await mailedToken('expired@example.com');
    await t.dataSource.query(
      `UPDATE "password_reset_tokens" SET "expires_at" = now() - interval '1 minute' WHERE "token_hash" = $1`,
      [sha256(token)],
    );
    expect(await verify(token)).toBe(false);
    const response = await reset({ token, password: 'new password' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: authErrors.invalidResetToken });
  });

  it('refuses a made-up token', async () => {
    expect((await reset({ token: 'A'.repeat(43), password: 'new password' })).status).toBe(400);
    expect((await reset({ token: 'x', password: 'new password' })).status).toBe(400);
  });

  it('never answers with a password, hash or token key', () => {
    for (const body of bodies) {
      for (const key of allKeys(body)) expect(key).not.toMatch(/password|hash|token/i);
    }
  });
});

describe('password reset without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes the mail with its link to DATA_DIR/outbox', async () => {
    const email = 'outbox@example.com';
    expect(
      (
        await t
          .http()
          .post('/api/register')
          .send({ email, password: 'secret-1', classPassword: TEST_CLASS_PASSWORD })
      ).status,
    ).toBe(201);
    expect((await t.http().post('/api/request-password-reset').send({ email })).status).toBe(200);

    const mail = await waitForOutboxMail(t.config.dataDir, email, '/auth/redirect-reset');
    expect(mail.raw).toMatch(/^To: outbox@example\.com/m);
    const link = resetLinkIn(mail);
    expect(
      await t
        .http()
        .get('/api/verify-reset-token')
        .query({ token: link.searchParams.get('token') }),
    ).toMatchObject({ body: true });
  });
});

describe('the reset link in the log without SMTP_URL', () => {
  /** Registers, asks for a reset and answers what the app logged meanwhile. */
  async function logOfResetRequest(env: Record<string, string>): Promise<string> {
    const lines: string[] = [];
    const log = createAppLog({ destination: { write: (line: string) => lines.push(line) } });
    const t = await startTestApp(env, { log });
    try {
      const email = 'logged-link@example.com';
      await t
        .http()
        .post('/api/register')
        .send({ email, password: 'secret-1', classPassword: TEST_CLASS_PASSWORD })
        .expect(201);
      await t.http().post('/api/request-password-reset').send({ email }).expect(200);
      const deadline = Date.now() + 10_000;
      const resetMailWritten = (line: string) =>
        line.includes('Reset your password') && line.includes('written to');
      while (!lines.some(resetMailWritten) && Date.now() < deadline) await sleep(50);
      return lines.join('');
    } finally {
      await t.close();
    }
  }

  it('is logged for local use', async () => {
    expect(await logOfResetRequest({})).toContain('/auth/redirect-reset?token=');
  });

  it('is never logged in production, where logs are shipped and kept', async () => {
    const log = await logOfResetRequest({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a production secret of some length',
    });
    expect(log).toContain('written to');
    expect(log).not.toContain('token=');
  });
});
