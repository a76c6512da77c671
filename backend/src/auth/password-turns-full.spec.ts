import { signUp, TEST_PASSWORD } from '../../test/support/accounts.js';
import { resetLinkIn, waitForOutboxMail } from '../../test/support/mailbox.js';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../test/support/test-app.js';
import { authErrors } from './auth.messages.js';
import { PASSWORD_WORK_AT_ONCE, PASSWORD_WORK_WAITING, PasswordTurns } from './password-turns.js';

// argon2 hashes on libuv's thread pool, which every answer's gzip and every file read share: a
// burst of sign-ins once held all of its threads, and the whole site waited behind it.
describe('sign-ins, registrations and new passwords while every password turn is taken', () => {
  let t: TestApp;
  let release = () => {};
  const member = { email: 'waiting@example.com' };
  let browser: Awaited<ReturnType<typeof signUp>>['browser'];
  let resetToken: string;

  const fillTurns = () => {
    const held = new Promise<void>((resolve) => (release = resolve));
    const turns = t.app.get(PasswordTurns);
    for (let i = 0; i < PASSWORD_WORK_AT_ONCE + PASSWORD_WORK_WAITING; i++)
      void turns.run(() => held);
  };

  beforeAll(async () => {
    // Tight limits: an attempt turned away with 503 must not spend them (RateLimitService's
    // refundIfBusy), or the attempts below would be answered 429.
    t = await startTestApp({
      RATE_LIMIT_LOGIN_PER_IP: '2',
      RATE_LIMIT_REGISTER_PER_IP: '2',
      RATE_LIMIT_NEW_PASSWORD_PER_IP: '1',
    });
    ({ browser } = await signUp(t, member.email));
    expect((await t.http().post('/api/request-password-reset').send(member)).status).toBe(200);
    const mail = await waitForOutboxMail(t.config.dataDir, member.email, '/auth/redirect-reset');
    resetToken = resetLinkIn(mail).searchParams.get('token') ?? '';
    fillTurns();
  });
  afterAll(async () => {
    release();
    await t?.close();
  });

  const busy = (response: { status: number; body: unknown; headers: Record<string, string> }) => {
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: authErrors.busy });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.headers['set-cookie']).toBeUndefined();
  };

  it('answers 503 with Retry-After and spends nothing, no attempt either; the rest of the site keeps answering', async () => {
    // The same answer for an account that exists and one that does not.
    busy(
      await t.http().post('/api/login').send({ username: member.email, password: TEST_PASSWORD }),
    );
    busy(await t.http().post('/api/login').send({ username: 'nobody', password: TEST_PASSWORD }));
    const registerNewcomer = () =>
      t.http().post('/api/register').send({
        email: 'newcomer@example.com',
        password: TEST_PASSWORD,
        classPassword: TEST_CLASS_PASSWORD,
      });
    const setNewPassword = () =>
      t
        .http()
        .post('/api/reset-password')
        .send({ token: resetToken, password: 'a brand new password' });
    for (let i = 0; i < 2; i++) {
      busy(await registerNewcomer());
      busy(await setNewPassword());
    }
    // Signed-in members keep using the site.
    expect((await browser.get('/api/user')).status).toBe(200);

    release();
    // Nothing was spent: the account was not made, the link still works, the old password too.
    const users: { email: string }[] = await t.dataSource.query('SELECT "email" FROM "users"');
    expect(users.map((u) => u.email)).toEqual([member.email]);
    expect(
      (await t.http().post('/api/login').send({ username: member.email, password: TEST_PASSWORD }))
        .status,
    ).toBe(200);
    expect((await setNewPassword()).status).toBe(200);
    expect((await registerNewcomer()).status).toBe(201);
  });
});
