import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { signUp, TEST_PASSWORD } from '../../test/support/accounts.js';
import { resetLinkIn, startMailbox, type Mailbox } from '../../test/support/mailbox.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { authErrors } from '../auth/auth.messages.js';
import { PasswordHasher } from '../auth/password-hasher.js';

// http: an https PUBLIC_URL makes the session cookie Secure, which supertest would not send back.
const PUBLIC_URL = 'http://reunion.test';
const FORGED = 'evil.example';

describe('password reset against a hostile client (real SMTP on loopback)', () => {
  let t: TestApp;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({
      SMTP_URL: mailbox.url,
      PUBLIC_URL,
      // The worst case for a link built from the request: the app believes forwarded headers.
      TRUST_PROXY: 'true',
      RATE_LIMIT_RESET_PER_EMAIL: '100',
      RATE_LIMIT_RESET_PER_IP: '100',
    });
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.stop();
  });

  /** Requests a link for `email` with `headers`, and the mail that arrives for it. */
  async function mailedLink(email: string, headers: Record<string, string> = {}) {
    const before = mailbox.received.length;
    const response = await t
      .http()
      .post('/api/request-password-reset')
      .set(headers)
      .send({ email });
    expect(response.status).toBe(200);
    const mail = await mailbox.waitFor(email, {
      containing: '/auth/redirect-reset',
      after: before,
    });
    return { mail, link: resetLinkIn(mail) };
  }

  it('builds the link from PUBLIC_URL, never from a forged Host or forwarded header', async () => {
    const { email } = await signUp(t, 'host@example.com');
    const { mail, link } = await mailedLink(email, {
      Host: FORGED,
      'X-Forwarded-Host': FORGED,
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Port': '8080',
      Forwarded: `host=${FORGED};proto=https`,
    });
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/auth/redirect-reset');
    expect(mail.raw).not.toContain(FORGED);
  });

  it('ends every session of the account, and nobody else’s', async () => {
    const ada = await signUp(t, 'sessions@example.com');
    const grace = await signUp(t, 'bystander@example.com');
    const phone = t.browser();
    const laptop = t.browser();
    for (const browser of [phone, laptop])
      await browser
        .post('/api/login')
        .send({ username: ada.email, password: 'secret-1' })
        .expect(200);
    const sessionsOf = async (userId: number): Promise<number> =>
      Number(
        (
          await t.dataSource.query(
            `SELECT count(*) AS n FROM "session" WHERE ("sess"->'passport'->>'user')::int = $1`,
            [userId],
          )
        )[0].n,
      );
    expect(await sessionsOf(ada.id)).toBe(3);

    const { link } = await mailedLink(ada.email);
    const reset = await t
      .http()
      .post('/api/reset-password')
      .send({ token: link.searchParams.get('token'), password: 'new password' });
    expect(reset.status).toBe(200);

    expect(await sessionsOf(ada.id)).toBe(0);
    for (const browser of [ada.browser, phone, laptop])
      expect((await browser.get('/api/user')).status).toBe(401);
    expect((await grace.browser.get('/api/user')).status).toBe(200);
  });

  it('takes one token submitted several times at once exactly once', async () => {
    const { email } = await signUp(t, 'race@example.com');
    const { link } = await mailedLink(email);
    const token = link.searchParams.get('token');
    const passwords = ['first password', 'second password', 'third password', 'fourth password'];

    const answers: Response[] = await Promise.all(
      passwords.map((password) => t.http().post('/api/reset-password').send({ token, password })),
    );

    const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [passwords[i]] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: { error: authErrors.invalidResetToken },
      });
    // The password is the winner's; the losers changed nothing.
    for (const password of passwords) {
      const login = await t.http().post('/api/login').send({ username: email, password });
      expect({ password, status: login.status }).toEqual({
        password,
        status: password === winners[0] ? 200 : 401,
      });
    }
    const tokens: { used: boolean }[] = await t.dataSource.query(
      `SELECT "used_at" IS NOT NULL AS used FROM "password_reset_tokens" t
         JOIN "users" u ON u."id" = t."user_id" WHERE u."email" = $1`,
      [email],
    );
    expect(tokens).toEqual([{ used: true }]);
  });

  it('counts wrong tokens before hashing anything: 429 within 40 tries, and sign-in stays fast', async () => {
    const other = await signUp(t, 'signing-in@example.com');
    const hash = jest.spyOn(t.app.get(PasswordHasher), 'hash');
    const wrongTokens = Promise.all(
      Array.from({ length: 40 }, () =>
        t
          .http()
          .post('/api/reset-password')
          .send({ token: randomBytes(32).toString('base64url'), password: 'a guessed password' }),
      ),
    );
    const started = Date.now();
    const signIn = await t
      .http()
      .post('/api/login')
      .send({ username: other.email, password: TEST_PASSWORD });
    const signInMs = Date.now() - started;
    const statuses = (await wrongTokens).map((answer) => answer.status);

    expect(signIn.status).toBe(200);
    expect(signInMs).toBeLessThan(1_500);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    // No wrong token cost a password hash.
    expect(hash).not.toHaveBeenCalled();
    hash.mockRestore();
  });

  it('cannot be used to lock someone out: wrong tokens naming their address count against nobody but the sender', async () => {
    const victim = await signUp(t, 'victim@example.com');
    const { link } = await mailedLink(victim.email);
    // From another address (TRUST_PROXY is on here), a stream of made-up tokens naming the victim.
    const attacker = { 'X-Forwarded-For': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push(
        (
          await t
            .http()
            .post('/api/reset-password')
            .set(attacker)
            .send({
              token: randomBytes(32).toString('base64url'),
              email: victim.email,
              password: 'a guessed password',
            })
        ).status,
      );
    expect(statuses).toContain(429);
    // The victim's own link still works, from the victim's address.
    const own = await t
      .http()
      .post('/api/reset-password')
      .set({ 'X-Forwarded-For': '198.51.100.7' })
      .send({
        token: link.searchParams.get('token'),
        email: victim.email,
        password: 'new password',
      });
    expect(own.status).toBe(200);
  });
});
