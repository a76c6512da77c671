import { authMessages } from '@reunion/contracts';
import { TEST_PASSWORD } from '../../test/support/accounts.js';
import { startMailbox, type Mailbox, resetLinkIn } from '../../test/support/mailbox.js';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../test/support/test-app.js';
import { authErrors } from './auth.messages.js';
import { isCommonPassword } from './common-passwords.js';

describe('names: one normal form, no invisible characters, no look-alikes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '4',
      RATE_LIMIT_REGISTER_PER_IP: '100',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  let counter = 0;
  const register = (username: string, email = `person${++counter}@example.com`) =>
    t.http().post('/api/register').send({
      username,
      email,
      password: TEST_PASSWORD,
      classPassword: TEST_CLASS_PASSWORD,
    });
  const login = (username: string, password = TEST_PASSWORD) =>
    t.http().post('/api/login').send({ username, password });

  beforeAll(async () => {
    expect((await register('acc_look', 'acc_look@example.com')).status).toBe(201);
  });

  it.each([
    ['zero-width space', 'acc\u200b_look'],
    ['right-to-left override', 'acc_\u202elook'],
    ['soft hyphen', 'acc\u00ad_look'],
  ])('refuses a name with a %s (400, naming the field)', async (_kind, username) => {
    const response = await register(username);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ username: [authMessages.invisibleCharacters] });
  });

  it('refuses an e-mail with an invisible character (400)', async () => {
    const response = await register('someone', 'acc\u200b@example.com');
    expect(response.status).toBe(400);
    expect(response.body.fields.email).toBeDefined();
  });

  it.each([
    ['capitals', 'ACC_LOOK'],
    ['fullwidth letters', 'ａｃｃ_ｌｏｏｋ'],
  ])('refuses the same name in %s as taken (409)', async (_kind, username) => {
    const response = await register(username);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: authErrors.usernameTaken });
  });

  it.each([
    ['Cyrillic а and с', 'асс_look'],
    ['zeros for o', 'acc_l00k'],
  ])('refuses a look-alike name (%s) with 409 and a clear message', async (_kind, username) => {
    const response = await register(username);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: authErrors.usernameLookalike });
  });

  it.each([
    ['as typed', 'real.admin@example.com'],
    ['with a fullwidth at sign', 'real.admin＠example.com'],
    ['with a small at sign', 'real.admin﹫example.com'],
  ])(
    "refuses someone else's e-mail address (%s) as a username (409): it would lock its owner out",
    async (_kind, username) => {
      const response = await register(username, 'squatter@example.com');
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: authErrors.ownEmailAsUsername });
    },
  );

  it('still lets the owner register their address as their username', async () => {
    expect((await register('real.admin@example.com', 'Real.Admin@example.com')).status).toBe(201);
  });

  it('takes a name whose normal form is longer than the name itself (ß → ss), without a 500', async () => {
    const response = await register('ß'.repeat(200));
    expect(response.status).toBe(201);
  });

  it('refuses the same e-mail in another case or width (409)', async () => {
    const response = await register('someone-else', 'ACC_LOOK@EXAMPLE.COM');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: authErrors.emailTaken });
  });

  it('signs in with any spelling that normalises to the account', async () => {
    for (const spelling of ['acc_look', 'ACC_LOOK', ' ａｃｃ_ｌｏｏｋ ', 'ACC_LOOK@example.com']) {
      const response = await login(spelling);
      expect({ spelling, status: response.status }).toEqual({ spelling, status: 200 });
    }
  });

  it('counts failed sign-ins per account, whichever spelling was typed', async () => {
    expect((await register('counted', 'counted@example.com')).status).toBe(201);
    // RATE_LIMIT_LOGIN_PER_ACCOUNT is 4 here: four spellings of one account use it up.
    for (const spelling of ['counted', 'COUNTED', 'ｃｏｕｎｔｅｄ', 'counted@example.com'])
      expect((await login(spelling, 'wrong password')).status).toBe(401);
    const locked = await login('Counted@Example.com');
    expect(locked.status).toBe(429);
  });
});

describe('passwords: the most common ones are refused', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({ SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.stop();
  });

  it('knows the list of a maintained password-strength library', () => {
    for (const common of ['123456', 'password', 'qwerty', 'Password1', 'iloveyou', 'letmein'])
      expect({ common, refused: isCommonPassword(common) }).toEqual({ common, refused: true });
    for (const fine of [TEST_PASSWORD, 'fontainebleau by night', 'class of 2005 reunion'])
      expect({ fine, refused: isCommonPassword(fine) }).toEqual({ fine, refused: false });
  });

  it('refuses "123456" at registration with 400, the message at the password field, creating nothing', async () => {
    const response = await t.http().post('/api/register').send({
      email: 'weak@example.com',
      password: '123456',
      classPassword: TEST_CLASS_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: authErrors.commonPassword,
      fields: { password: [authErrors.commonPassword] },
    });
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM "users" WHERE "email" = 'weak@example.com'`,
    );
    expect(row.n).toBe(0);
  });

  it('keeps the 6-character minimum', async () => {
    const response = await t.http().post('/api/register').send({
      email: 'short@example.com',
      password: 'a-b-c',
      classPassword: TEST_CLASS_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ password: [authMessages.passwordTooShort] });
  });

  it('refuses a common password at reset, leaving the link usable', async () => {
    const email = 'resetting@example.com';
    await t
      .http()
      .post('/api/register')
      .send({ email, password: TEST_PASSWORD, classPassword: TEST_CLASS_PASSWORD })
      .expect(201);
    await t.http().post('/api/request-password-reset').send({ email }).expect(200);
    const token = resetLinkIn(
      await mailbox.waitFor(email, { containing: '/auth/redirect-reset' }),
    ).searchParams.get('token');

    const weak = await t.http().post('/api/reset-password').send({ token, password: 'password1' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({ password: [authErrors.commonPassword] });
    expect((await t.http().get('/api/verify-reset-token').query({ token })).body).toBe(true);

    const strong = await t
      .http()
      .post('/api/reset-password')
      .send({ token, password: 'a long unusual password' });
    expect(strong.status).toBe(200);
  });
});
