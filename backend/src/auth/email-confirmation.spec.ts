import { createHash, randomBytes } from 'node:crypto';
import {
  confirmEmail,
  NO_ROLES,
  signUp,
  type SignedInUser,
  TEST_PASSWORD,
} from '../../test/support/accounts.js';
import {
  confirmationLinkIn,
  resetLinkIn,
  startMailbox,
  type Mailbox,
} from '../../test/support/mailbox.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import {
  startTestApp,
  TEST_ADMIN_EMAIL,
  TEST_CLASS_ACCOUNT_EMAIL,
  TEST_CLASS_PASSWORD,
  type TestApp,
} from '../../test/support/test-app.js';
import { acrossMigration } from '../../test/support/test-database.js';
import { createAppLog } from '../logging/app-log.js';
import { authErrors } from './auth.messages.js';
import { PasswordHasher } from './password-hasher.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('roles come from proven addresses (real SMTP on loopback)', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let member: SignedInUser;
  let memberProfileId: number;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({
      SMTP_URL: mailbox.url,
      RATE_LIMIT_CONFIRMATION_PER_ACCOUNT: '3',
      RATE_LIMIT_REGISTER_PER_IP: '100',
    });
    member = await signUp(t, 'member@example.com');
    const profile = await member.browser.post('/api/profiles').send(profileBody());
    expect(profile.status).toBe(201);
    memberProfileId = profile.body.id as number;
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.stop();
  });

  /** The newest confirmation link mailed to `email` after mail number `after`. */
  async function mailedLink(email: string, after = 0): Promise<URL> {
    return confirmationLinkIn(
      await mailbox.waitFor(email, { containing: '/auth/confirm-email', after }),
    );
  }

  type Client = ReturnType<TestApp['http']> | SignedInUser['browser'];
  /** Opens a link's token as `client` would: signed in as someone, or not at all. */
  const confirm = (token: unknown, client: Client) =>
    client.post('/api/confirm-email').send({ token });

  it('gives an address listed in ADMIN_EMAILS nothing at registration, and everything once confirmed', async () => {
    const admin = await signUp(t, TEST_ADMIN_EMAIL);
    const before = await admin.browser.get('/api/user');
    expect(before.body).toMatchObject({ emailConfirmed: false, roles: NO_ROLES });
    // An ordinary member until then: no export, no deleting another member's profile, no releases.
    expect((await admin.browser.get('/api/export/profiles')).status).toBe(403);
    expect((await admin.browser.get('/api/admin/remotes')).status).toBe(403);
    expect((await admin.browser.delete(`/api/profiles/${memberProfileId}`)).status).toBe(403);
    expect((await member.browser.get(`/api/profiles/${memberProfileId}`)).status).toBe(200);

    const link = await mailedLink(TEST_ADMIN_EMAIL);
    expect(`${link.origin}${link.pathname}`).toBe('http://reunion.test/auth/confirm-email');
    const confirmed = await confirm(link.searchParams.get('token'), admin.browser);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true, message: expect.any(String) });

    const after = await admin.browser.get('/api/user');
    expect(after.body).toMatchObject({
      emailConfirmed: true,
      roles: { administrator: true, classAccount: false },
    });
    expect((await admin.browser.get('/api/export/profiles')).status).toBe(200);
  });

  it('gives nothing to one who registered an administrator’s address, even when its owner opens the link', async () => {
    const address = 'second-admin@reunion.test';
    const t2 = await startTestApp({
      SMTP_URL: mailbox.url,
      ADMIN_EMAILS: address,
      RATE_LIMIT_REGISTER_PER_IP: '100',
    });
    try {
      // Someone who knows the class password takes the address first, with a password of theirs.
      const squatter = await signUp(t2, address);
      const token = (await mailedLink(address)).searchParams.get('token') ?? '';
      // The owner opens the mail: not signed in, or signed in as someone else.
      const signedOut = await confirm(token, t2.http());
      expect(signedOut.status).toBe(401);
      const bystander = await signUp(t2, 'bystander@example.com');
      const elsewhere = await confirm(token, bystander.browser);
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body).toEqual({ error: authErrors.confirmationForAnotherAccount });
      expect((await squatter.browser.get('/api/user')).body.roles).toEqual(NO_ROLES);
      expect((await squatter.browser.get('/api/export/profiles')).status).toBe(403);

      // The owner takes the account over by a password reset (mailed to them), which signs the
      // squatter out everywhere; signed in, the owner's link (still unspent) confirms it.
      const before = mailbox.received.length;
      await t2.http().post('/api/request-password-reset').send({ email: address }).expect(200);
      const reset = resetLinkIn(
        await mailbox.waitFor(address, { containing: '/auth/redirect-reset', after: before }),
      );
      await t2
        .http()
        .post('/api/reset-password')
        .send({ token: reset.searchParams.get('token'), password: 'the owner’s own password' })
        .expect(200);
      expect((await squatter.browser.get('/api/user')).status).toBe(401);
      const owner = t2.browser();
      await owner
        .post('/api/login')
        .send({ username: address, password: 'the owner’s own password' })
        .expect(200);
      expect((await confirm(token, owner)).status).toBe(200);
      expect((await owner.get('/api/user')).body.roles.administrator).toBe(true);
    } finally {
      await t2.close();
    }
  });

  it('keeps only a hash of the token, valid for 48 hours, and takes it once', async () => {
    const user = await signUp(t, 'hashed@example.com');
    const token = (await mailedLink('hashed@example.com')).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows: { token_hash: string; expires_at: Date }[] = await t.dataSource.query(
      `SELECT "token_hash", "expires_at" FROM "email_confirmation_tokens" WHERE "user_id" = $1`,
      [user.id],
    );
    expect(rows).toEqual([{ token_hash: sha256(token), expires_at: expect.any(Date) }]);
    const lifetime = (rows[0]?.expires_at.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(47.9 * 60 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(48 * 60 * 60 * 1000);

    expect((await confirm(token, user.browser)).status).toBe(200);
    const again = await confirm(token, user.browser);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: authErrors.invalidConfirmationToken });
  });

  it.each([
    ['unknown', randomBytes(32).toString('base64url')],
    ['malformed', 'not a token'],
    ['empty', ''],
  ])('refuses an %s token with 400 and a JSON error', async (_kind, token) => {
    const response = await confirm(token, member.browser);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: expect.any(String) });
  });

  it('refuses an expired token', async () => {
    const user = await signUp(t, 'late@example.com');
    const token = (await mailedLink('late@example.com')).searchParams.get('token') ?? '';
    await t.dataSource.query(
      `UPDATE "email_confirmation_tokens" SET "expires_at" = now() - interval '1 minute' WHERE "token_hash" = $1`,
      [sha256(token)],
    );
    expect((await confirm(token, user.browser)).status).toBe(400);
  });

  it('mails a fresh link on request to a signed-in member, a few times an hour at most', async () => {
    const asker = await signUp(t, 'asker@example.com');
    await mailedLink('asker@example.com');
    expect((await t.http().post('/api/request-email-confirmation')).status).toBe(401);

    const before = mailbox.received.length;
    const response = await asker.browser.post('/api/request-email-confirmation');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, message: expect.any(String) });
    const fresh = await mailedLink('asker@example.com', before);
    expect((await confirm(fresh.searchParams.get('token'), asker.browser)).status).toBe(200);
    expect((await asker.browser.get('/api/user')).body.emailConfirmed).toBe(true);

    // RATE_LIMIT_CONFIRMATION_PER_ACCOUNT is 3 here: two more answer, the next is refused.
    const already = await asker.browser.post('/api/request-email-confirmation');
    expect(already.body.message).toMatch(/already confirmed/);
    expect((await asker.browser.post('/api/request-email-confirmation')).status).toBe(200);
    const refused = await asker.browser.post('/api/request-email-confirmation');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('makes one account per inbox: its +tags and Gmail dots are refused, an organiser’s address not', async () => {
    // Accounts at inbox+1@…, inbox+2@… could each have their own links mailed to one person.
    const register = (email: string) =>
      t.http().post('/api/register').send({
        email,
        password: TEST_PASSWORD,
        classPassword: TEST_CLASS_PASSWORD,
      });
    expect((await register('inbox@tagged.example')).status).toBe(201);
    for (const variant of ['inbox+a@tagged.example', 'INBOX+b@Tagged.Example']) {
      const refused = await register(variant);
      expect([refused.status, refused.body]).toEqual([409, { error: authErrors.inboxTaken }]);
    }
    expect((await register('first.last+reunion@gmail.com')).status).toBe(201);
    expect((await register('firstlast@googlemail.com')).status).toBe(409);
    // Another inbox at the same domain is another person.
    expect((await register('inbox2@tagged.example')).status).toBe(201);
    // An address ADMIN_EMAILS names (registered above) leaves its inbox free for a member's own.
    expect((await register(TEST_ADMIN_EMAIL.replace('@', '+personal@'))).status).toBe(201);
  });

  it('confirms only the address the link was sent to', async () => {
    const user = await signUp(t, 'moved@example.com');
    const token = (await mailedLink('moved@example.com')).searchParams.get('token') ?? '';
    // As if the account's address had changed since the link was mailed.
    await t.dataSource.query(
      `UPDATE "users" SET "email" = 'elsewhere@example.com', "email_key" = 'elsewhere@example.com' WHERE "id" = $1`,
      [user.id],
    );
    expect((await confirm(token, user.browser)).status).toBe(400);
    const [row] = await t.dataSource.query(
      `SELECT "email_confirmed_at" FROM "users" WHERE "id" = $1`,
      [user.id],
    );
    expect(row.email_confirmed_at).toBeNull();
  });

  it('tells the screens the member’s own profile: GET /api/user carries profileId and its status', async () => {
    expect((await member.browser.get('/api/user')).body).toMatchObject({
      profileId: memberProfileId,
      profileStatus: 'published',
    });
    const newcomer = await signUp(t, 'no-profile-yet@example.com');
    expect((await newcomer.browser.get('/api/user')).body).toMatchObject({
      profileId: null,
      profileStatus: null,
    });
    const drafted = await newcomer.browser
      .post('/api/profiles')
      .send(profileBody({ status: 'draft' }));
    expect((await newcomer.browser.get('/api/user')).body).toMatchObject({
      profileId: drafted.body.id,
      profileStatus: 'draft',
    });
  });
});

describe('the class account', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let profileId: number;

  beforeAll(async () => {
    t = await startTestApp({ CLASS_ACCOUNT: 'MBA05J', RATE_LIMIT_REGISTER_PER_IP: '100' });
    owner = await signUp(t, 'owner@example.com');
    profileId = (await owner.browser.post('/api/profiles').send(profileBody())).body.id as number;
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (username: string, email: string) =>
    t.http().post('/api/register').send({
      username,
      email,
      password: TEST_PASSWORD,
      classPassword: TEST_CLASS_PASSWORD,
    });

  it.each([
    ['its own spelling', 'MBA05J'],
    ['another case', 'mba05j'],
    ['fullwidth letters', 'ＭＢＡ０５Ｊ'],
    ['Cyrillic look-alikes', 'МВА05Ј'],
    ['the letter O for the digit 0', 'MBAO5J'],
  ])('cannot be registered with another e-mail: %s (409)', async (_kind, username) => {
    const response = await register(username, 'squatter@example.com');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: authErrors.classAccountName });
  });

  it('keeps CLASS_ACCOUNT_EMAIL for the class account’s name: another name with it is refused (409)', async () => {
    const response = await register('someone-else', TEST_CLASS_ACCOUNT_EMAIL);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: authErrors.classAccountName });
  });

  it('refuses the name with an invisible character in it (400)', async () => {
    const response = await register('MBA\u200b05J', 'squatter@example.com');
    expect(response.status).toBe(400);
    expect(response.body.fields.username).toEqual([expect.stringMatching(/invisible/)]);
  });

  it('is registered with CLASS_ACCOUNT_EMAIL, and may edit every profile once confirmed', async () => {
    const response = await register('MBA05J', TEST_CLASS_ACCOUNT_EMAIL);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ roles: NO_ROLES });
    const classAccount = t.browser();
    await classAccount
      .post('/api/login')
      .send({ username: 'MBA05J', password: TEST_PASSWORD })
      .expect(200);
    const edit = () =>
      classAccount.patch(`/api/profiles/${profileId}`).send(profileBody({ firstName: 'Edited' }));
    expect((await edit()).status).toBe(403);

    await confirmEmail(t, { email: TEST_CLASS_ACCOUNT_EMAIL, browser: classAccount });
    expect((await classAccount.get('/api/user')).body.roles).toEqual({
      administrator: false,
      classAccount: true,
    });
    expect((await edit()).status).toBe(200);
  });
});

describe('the class account without CLASS_ACCOUNT_EMAIL', () => {
  it('cannot be registered at all, and the start-up log says so', async () => {
    const lines: string[] = [];
    const log = createAppLog({ destination: { write: (line: string) => lines.push(line) } });
    const t = await startTestApp({ CLASS_ACCOUNT: 'MBA05J', CLASS_ACCOUNT_EMAIL: '' }, { log });
    try {
      expect(lines.join('')).toContain('CLASS_ACCOUNT_EMAIL is not set');
      const response = await t.http().post('/api/register').send({
        username: 'MBA05J',
        email: TEST_CLASS_ACCOUNT_EMAIL,
        password: TEST_PASSWORD,
        classPassword: TEST_CLASS_PASSWORD,
      });
      expect(response.status).toBe(409);
    } finally {
      await t.close();
    }
  });
});

describe('accounts that exist before e-mail confirmation', () => {
  it('start unconfirmed, with their names in the normal form', () =>
    acrossMigration(
      '1751000000090',
      async (old) => {
        await old.query(
          `INSERT INTO "users" ("username", "email", "password_hash", "is_super_admin")
           VALUES ('ＡＤＭＩＮ', $1, 'x', true)`,
          [TEST_ADMIN_EMAIL.toUpperCase()],
        );
      },
      async (dataSource, database) => {
        const [row] = await dataSource.query(
          `SELECT "email_confirmed_at", "username_key", "email_key", "username_skeleton" FROM "users"`,
        );
        expect(row).toEqual({
          email_confirmed_at: null,
          username_key: 'admin',
          email_key: TEST_ADMIN_EMAIL,
          username_skeleton: 'adrnln',
        });
        // And such an account, signing in, is no administrator until it confirms.
        const t = await startTestApp({}, { database });
        try {
          await t.dataSource.query(`UPDATE "users" SET "password_hash" = $1`, [
            await t.app.get(PasswordHasher).hash(TEST_PASSWORD),
          ]);
          const browser = t.browser();
          await browser
            .post('/api/login')
            .send({ username: 'admin', password: TEST_PASSWORD })
            .expect(200);
          expect((await browser.get('/api/user')).body.roles).toEqual(NO_ROLES);
          expect((await browser.get('/api/export/profiles')).status).toBe(403);
        } finally {
          await t.close();
        }
      },
    ));
});
