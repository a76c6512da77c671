import { authMessages } from '@reunion/contracts';
import {
  allKeys,
  startTestApp,
  TEST_ADMIN_EMAIL,
  TEST_CLASS_PASSWORD,
  type TestApp,
} from '../../test/support/test-app.js';
import { NO_ROLES, plainMemberView } from '../../test/support/accounts.js';
import { sessionCookie, sessionSetCookie } from '../../test/support/cookies.js';
import { authErrors } from './auth.messages.js';

describe('auth API', () => {
  let t: TestApp;
  /** Every JSON body seen, checked at the end for secret-looking keys. */
  const bodies: unknown[] = [];
  let counter = 0;
  const newEmail = () => `classmate${++counter}@example.com`;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function register(body: Record<string, unknown>, client = t.http()) {
    const response = await client
      .post('/api/register')
      .send({ classPassword: TEST_CLASS_PASSWORD, password: 'secret-1', ...body });
    bodies.push(response.body);
    return response;
  }

  async function login(username: string, password: string, client = t.http()) {
    const response = await client.post('/api/login').send({ username, password });
    bodies.push(response.body);
    return response;
  }

  describe('POST /api/register', () => {
    it('creates the account with the e-mail as username, signs it in and answers the public user', async () => {
      const email = newEmail();
      const browser = t.browser();
      const response = await register({ email }, browser);
      expect(response.status).toBe(201);
      expect(response.body).toEqual(
        plainMemberView({ id: expect.any(Number), username: email, email }),
      );

      const cookie = sessionSetCookie(response);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);

      const me = await browser.get('/api/user');
      expect(me.status).toBe(200);
      expect(me.body).toEqual(response.body);
      expect(me.headers['cache-control']).toBe('no-store');
    });

    it('takes a username of its own', async () => {
      const email = newEmail();
      const response = await register({ email, username: 'jdoe' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ username: 'jdoe', email });
    });

    it('refuses a wrong class password with 403 and the gate text, creating nothing', async () => {
      const email = newEmail();
      const response = await register({ email, classPassword: 'guess' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: authMessages.wrongClassPassword });
      expect((await login(email, 'secret-1')).status).toBe(401);
    });

    it('takes the class password with spaces around it', async () => {
      const response = await register({
        email: newEmail(),
        classPassword: `  ${TEST_CLASS_PASSWORD} `,
      });
      expect(response.status).toBe(201);
    });

    it('refuses an empty class password with 403', async () => {
      const response = await register({ email: newEmail(), classPassword: '' });
      expect(response.status).toBe(403);
    });

    it('refuses a missing class password with 400 naming it', async () => {
      const response = await t
        .http()
        .post('/api/register')
        .send({ email: newEmail(), password: 'secret-1' });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Invalid input: classPassword');
      expect(response.body.fields.classPassword).toHaveLength(1);
    });

    it('refuses an e-mail that already has an account, whatever its case, with 409', async () => {
      const email = newEmail();
      expect((await register({ email })).status).toBe(201);
      const again = await register({ email: email.toUpperCase() });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: authErrors.emailTaken });
    });

    it('refuses a username that is taken, with 409', async () => {
      expect((await register({ email: newEmail(), username: 'Taken' })).status).toBe(201);
      const again = await register({ email: newEmail(), username: 'taken' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: authErrors.usernameTaken });
    });

    it("refuses a username equal to another account's e-mail, which would make sign-in ambiguous", async () => {
      const email = newEmail();
      expect((await register({ email })).status).toBe(201);
      expect((await register({ email: newEmail(), username: email })).status).toBe(409);
    });

    it('refuses a short password with 400 and the form text', async () => {
      const response = await register({ email: newEmail(), password: '12345' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'Invalid input: password',
        fields: { password: [authMessages.passwordTooShort] },
      });
    });

    it('refuses a malformed e-mail with 400 naming the field', async () => {
      const response = await register({ email: 'not-an-email' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'Invalid input: email',
        fields: { email: [authMessages.invalidEmail] },
      });
    });

    it('gives an ADMIN_EMAILS address, in any case, no role until it is confirmed', async () => {
      const response = await register({ email: TEST_ADMIN_EMAIL.toUpperCase() });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ emailConfirmed: false, roles: NO_ROLES });
      // Nothing tells the registrant that this address would carry a role.
      expect(JSON.stringify(response.body)).not.toMatch(/pending|claimed/i);
    });

    it('stores an argon2id hash, never the password', async () => {
      const email = newEmail();
      const response = await register({ email, password: 'my secret words' });
      const [row] = await t.dataSource.query(
        `SELECT "password_hash" FROM "users" WHERE "id" = $1`,
        [response.body.id],
      );
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain('my secret words');
    });
  });

  describe('POST /api/login', () => {
    const email = 'signin@example.com';
    beforeAll(async () => {
      expect(
        (await register({ email, username: 'signin-user', password: 'right password' })).status,
      ).toBe(201);
    });

    it('signs in by username', async () => {
      const browser = t.browser();
      const response = await login('signin-user', 'right password', browser);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(
        plainMemberView({ id: expect.any(Number), username: 'signin-user', email }),
      );
      expect((await browser.get('/api/user')).body.username).toBe('signin-user');
    });

    it('signs in by e-mail, whatever its case', async () => {
      const response = await login('SignIn@Example.com', 'right password');
      expect(response.status).toBe(200);
      expect(response.body.email).toBe(email);
    });

    it('refuses a wrong password with 401 and sets no session', async () => {
      const response = await login(email, 'wrong password');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: authErrors.invalidCredentials });
      expect(sessionSetCookie(response)).toBeUndefined();
    });

    it('answers an unknown account exactly like a wrong password', async () => {
      const response = await login('nobody@example.com', 'whatever');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: authErrors.invalidCredentials });
    });

    it('refuses an empty form with 400 and the form texts', async () => {
      const response = await t.http().post('/api/login').send({ username: '', password: '' });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({
        username: [authMessages.usernameRequired],
        password: [authMessages.passwordRequired],
      });
    });

    it('gives a new session id at sign-in and voids the previous one', async () => {
      const browser = t.browser();
      const first = await login('signin-user', 'right password', browser);
      const firstCookie = sessionCookie(first);
      const second = await login(email, 'right password', browser);
      const secondCookie = sessionCookie(second);
      expect(secondCookie).not.toBe(firstCookie);
      expect((await t.http().get('/api/user').set('Cookie', firstCookie)).status).toBe(401);
      expect((await t.http().get('/api/user').set('Cookie', secondCookie)).status).toBe(200);
    });
  });

  describe('GET /api/user', () => {
    it('answers 401 with an error when signed out', async () => {
      const response = await t.http().get('/api/user');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: expect.any(String) });
    });

    it('answers 401 to a forged session cookie', async () => {
      const response = await t
        .http()
        .get('/api/user')
        .set('Cookie', 'reunion.sid=s%3Aforged.signature');
      expect(response.status).toBe(401);
    });

    it('answers 401 once the account is gone', async () => {
      const browser = t.browser();
      const response = await register({ email: newEmail() }, browser);
      await t.dataSource.query(`DELETE FROM "users" WHERE "id" = $1`, [response.body.id]);
      expect((await browser.get('/api/user')).status).toBe(401);
    });
  });

  describe('POST /api/logout', () => {
    it('destroys the session and clears the cookie: the old cookie no longer works', async () => {
      const registered = await register({ email: newEmail() });
      const cookie = sessionCookie(registered);
      expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(200);

      const response = await t.http().post('/api/logout').set('Cookie', cookie);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
      expect(sessionSetCookie(response)).toMatch(/Expires=Thu, 01 Jan 1970/);

      expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(401);
      const [row] = await t.dataSource.query(
        `SELECT count(*)::int AS "n" FROM "session" WHERE "sid" = $1`,
        [
          decodeURIComponent(cookie.split('=')[1] as string)
            .replace(/^s:/, '')
            .split('.')[0],
        ],
      );
      expect(row.n).toBe(0);
    });

    it('answers 200 when nobody is signed in', async () => {
      expect((await t.http().post('/api/logout')).status).toBe(200);
    });
  });

  describe('POST /api/verify-class-password', () => {
    it('accepts the class password', async () => {
      const response = await t
        .http()
        .post('/api/verify-class-password')
        .send({ classPassword: TEST_CLASS_PASSWORD });
      expect(response.status).toBe(200);
    });

    it('accepts it with the spaces a paste or a phone keyboard adds around it', async () => {
      for (const padded of [` ${TEST_CLASS_PASSWORD} `, `\u00a0${TEST_CLASS_PASSWORD}\n`]) {
        const response = await t
          .http()
          .post('/api/verify-class-password')
          .send({ classPassword: padded });
        expect(response.status).toBe(200);
      }
    });

    it('refuses another with 403 and the gate text', async () => {
      const response = await t
        .http()
        .post('/api/verify-class-password')
        .send({ classPassword: 'nope' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: authMessages.wrongClassPassword });
    });
  });

  it('never answers with a password, hash or token key', () => {
    expect(bodies.length).toBeGreaterThan(10);
    for (const body of bodies) {
      for (const key of allKeys(body)) expect(key).not.toMatch(/password|hash|token/i);
    }
  });
});
