import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import {
  NO_ROLES,
  plainMemberView,
  signUp,
  signUpAdmin,
  type SignedInUser,
} from '../../test/support/accounts.js';
import { albumRows, tempUploads, uploadPhoto } from '../../test/support/album.js';
import { jpegBytes } from '../../test/support/images.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { writeRelease, writeShellRelease } from '../../test/support/releases.js';
import { writeFiles } from '../../test/support/static-root.js';
import { storedFiles } from '../../test/support/stored-files.js';
import {
  startTestApp,
  TEST_ADMIN_EMAIL,
  TEST_CLASS_PASSWORD,
  type TestApp,
} from '../../test/support/test-app.js';
import { RemoteReleasesService } from '../remotes/remote-releases.service.js';

/**
 * Keys a client has no say over. The JSON schemas either refuse them (profiles: strict, 400)
 * or strip them (auth calls): in both cases the server must not act on them.
 */
function serverOwnedKeys(victimId: number): Record<string, unknown> {
  return {
    id: 424242,
    userId: victimId,
    user_id: victimId,
    createdAt: '2001-01-01T00:00:00.000Z',
    updatedAt: '2001-01-01T00:00:00.000Z',
    isAdmin: true,
    isSuperAdmin: true,
    is_super_admin: true,
    role: 'admin',
    roles: { administrator: true, classAccount: true },
    emailConfirmed: true,
    emailConfirmedAt: '2001-01-01T00:00:00.000Z',
    email_confirmed_at: '2001-01-01T00:00:00.000Z',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$forged$forged',
  };
}

/**
 * Prototype keys, as raw JSON text: a JS object literal would turn `__proto__` into the
 * object's prototype instead of a key, and the request would not carry it at all.
 */
const PROTOTYPE_KEYS =
  '"__proto__":{"polluted":"yes","isSuperAdmin":true},' +
  '"constructor":{"prototype":{"polluted":"yes","isSuperAdmin":true}},' +
  '"prototype":{"polluted":"yes"}';

/** `body` as JSON text with `extra` (raw `"key":value` pairs) added at its top level. */
function withRawKeys(body: Record<string, unknown>, extra = PROTOTYPE_KEYS): string {
  return `${JSON.stringify(body).slice(0, -1)},${extra}}`;
}

/**
 * The own property names of the prototypes a polluting parser would write to, in this test's
 * realm (where the app's modules run under jest) and in Node's own (where core modules such as
 * querystring create their objects).
 */
function prototypeShapes(): string[] {
  const outerObject: object | null = Object.getPrototypeOf(os.cpus()[0] ?? {}) as object | null;
  const realms = [Object.prototype, Array.prototype, Function.prototype, outerObject];
  return realms.map((proto) =>
    proto ? Object.getOwnPropertyNames(proto).sort().join(',') : 'none',
  );
}

describe('mass assignment and prototype keys', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let grace: SignedInUser;
  let admin: SignedInUser;
  let adaProfileId: number;
  let counter = 0;
  const shapes = prototypeShapes();

  beforeAll(async () => {
    t = await startTestApp({
      RATE_LIMIT_RESET_PER_EMAIL: '1000',
      RATE_LIMIT_RESET_PER_IP: '1000',
    });
    ada = await signUp(t, 'ada@example.com', 'ada');
    grace = await signUp(t, 'grace@example.com', 'grace');
    admin = await signUpAdmin(t);
    const profile = await ada.browser.post('/api/profiles').send(profileBody({ email: null }));
    expect(profile.status).toBe(201);
    adaProfileId = profile.body.id as number;

    writeShellRelease(t);
    writeFiles(t.config.staticRoot, { 'mf-event/dist/mf-manifest.json': '{}' });
    writeRelease(t, 'mf-event', '1.0.0');
    await t.app.get(RemoteReleasesService).publish('mf-event', '1.0.0');
  });
  afterAll(async () => {
    await t?.close();
  });

  // Whatever a test sent, nothing may have reached a shared prototype.
  afterEach(() => {
    expect(prototypeShapes()).toEqual(shapes);
    const probe = {} as Record<string, unknown>;
    expect(probe['polluted']).toBeUndefined();
    expect(probe['isSuperAdmin']).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  const row = async (table: string, id: number): Promise<Record<string, unknown> | undefined> =>
    ((await t.dataSource.query(`SELECT * FROM "${table}" WHERE "id" = $1`, [id])) as never[])[0];
  const count = async (table: string): Promise<number> =>
    Number((await t.dataSource.query(`SELECT count(*) AS n FROM "${table}"`))[0].n);

  const postRaw = (client: ReturnType<TestApp['http']>, path: string, text: string) =>
    client.post(path).set('Content-Type', 'application/json').send(text);

  describe('POST /api/register', () => {
    it('ignores server-owned keys: a plain account with its own id, not an administrator', async () => {
      const email = `newcomer${++counter}@example.com`;
      const response = await t
        .http()
        .post('/api/register')
        .send({
          ...serverOwnedKeys(ada.id),
          email,
          password: 'secret-1',
          classPassword: TEST_CLASS_PASSWORD,
        });
      expect(response.status).toBe(201);
      expect(response.body).toEqual(
        plainMemberView({ id: expect.any(Number), username: email, email }),
      );
      expect(response.body.id).not.toBe(424242);
      const stored = await row('users', response.body.id as number);
      expect(stored).toMatchObject({ email_confirmed_at: null, username: email });
      expect(String(stored?.['password_hash'])).not.toContain('forged');
      expect(Date.now() - (stored?.['created_at'] as Date).getTime()).toBeLessThan(60_000);
    });

    it('ignores prototype keys', async () => {
      const email = `newcomer${++counter}@example.com`;
      const response = await postRaw(
        t.http(),
        '/api/register',
        withRawKeys({ email, password: 'secret-1', classPassword: TEST_CLASS_PASSWORD }),
      );
      expect(response.status).toBe(201);
      expect(response.body.roles).toEqual(NO_ROLES);
      expect(await row('users', response.body.id as number)).toMatchObject({
        email_confirmed_at: null,
      });
    });
  });

  describe('POST /api/login', () => {
    it('signs in as the named account only, whatever else the body says, and changes no row', async () => {
      const before = await row('users', ada.id);
      for (const text of [
        JSON.stringify({ ...serverOwnedKeys(grace.id), username: 'ada', password: 'secret-1' }),
        withRawKeys({ username: 'ada', password: 'secret-1' }),
      ]) {
        const browser = t.browser();
        const response = await postRaw(browser, '/api/login', text);
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          ...plainMemberView({ id: ada.id, username: 'ada', email: ada.email }),
          profileId: expect.anything(),
          profileStatus: 'published',
        });
        expect((await browser.get('/api/user')).body.id).toBe(ada.id);
      }
      expect(await row('users', ada.id)).toEqual(before);
    });

    it('cannot take the password from the prototype', async () => {
      const response = await postRaw(
        t.http(),
        '/api/login',
        withRawKeys({ username: 'ada' }, '"__proto__":{"password":"secret1"}'),
      );
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Invalid input: password');
    });
  });

  describe('POST /api/verify-class-password', () => {
    it('ignores extra keys, and a class password smuggled in a prototype is no class password', async () => {
      const right = await postRaw(
        t.http(),
        '/api/verify-class-password',
        withRawKeys({ ...serverOwnedKeys(ada.id), classPassword: TEST_CLASS_PASSWORD }),
      );
      expect(right.status).toBe(200);
      const smuggled = await postRaw(
        t.http(),
        '/api/verify-class-password',
        withRawKeys(
          { classPassword: 'wrong' },
          `"__proto__":{"classPassword":${JSON.stringify(TEST_CLASS_PASSWORD)}}`,
        ),
      );
      expect(smuggled.status).toBe(403);
    });
  });

  describe('the password reset calls', () => {
    const tokensOf = async (userId: number): Promise<number> =>
      Number(
        (
          await t.dataSource.query(
            'SELECT count(*) AS n FROM "password_reset_tokens" WHERE "user_id" = $1',
            [userId],
          )
        )[0].n,
      );

    it('mails the link to the e-mail named, never to a userId or prototype key', async () => {
      const response = await postRaw(
        t.http(),
        '/api/request-password-reset',
        withRawKeys(
          { ...serverOwnedKeys(ada.id), email: grace.email },
          `"__proto__":{"email":${JSON.stringify(ada.email)}}`,
        ),
      );
      expect(response.status).toBe(200);
      const deadline = Date.now() + 10_000;
      while ((await tokensOf(grace.id)) === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await tokensOf(grace.id)).toBe(1);
      expect(await tokensOf(ada.id)).toBe(0);
    });

    it("resets the token's account only, whatever userId or e-mail prototype the body adds", async () => {
      const token = randomBytes(32).toString('base64url');
      await t.dataSource.query(
        `INSERT INTO "password_reset_tokens" ("user_id", "token_hash", "expires_at")
         VALUES ($1, $2, now() + interval '1 hour')`,
        [grace.id, createHash('sha256').update(token).digest('hex')],
      );
      const adaBefore = await row('users', ada.id);
      const response = await postRaw(
        t.http(),
        '/api/reset-password',
        withRawKeys(
          { ...serverOwnedKeys(ada.id), token, password: 'grace new password' },
          `"__proto__":{"email":${JSON.stringify(ada.email)}}`,
        ),
      );
      expect(response.status).toBe(200);
      expect(await row('users', ada.id)).toEqual(adaBefore);
      const login = await t
        .http()
        .post('/api/login')
        .send({ username: 'grace', password: 'grace new password' });
      expect(login.status).toBe(200);
      grace.browser = t.browser();
      await grace.browser
        .post('/api/login')
        .send({ username: 'grace', password: 'grace new password' })
        .expect(200);
    });

    it('does not take a token from the prototype', async () => {
      const token = randomBytes(32).toString('base64url');
      await t.dataSource.query(
        `INSERT INTO "password_reset_tokens" ("user_id", "token_hash", "expires_at")
         VALUES ($1, $2, now() + interval '1 hour')`,
        [ada.id, createHash('sha256').update(token).digest('hex')],
      );
      const response = await postRaw(
        t.http(),
        '/api/reset-password',
        withRawKeys({ password: 'stolen password' }, `"__proto__":{"token":"${token}"}`),
      );
      expect(response.status).toBe(400);
      expect((await t.http().get('/api/verify-reset-token').query({ token })).body).toBe(true);
    });
  });

  describe('profiles (strict bodies)', () => {
    /** A profile body with one server-owned key, for each such key; and one nested hostile value. */
    const refusedBodies = (victimId: number) => [
      ...Object.entries(serverOwnedKeys(victimId)).map(([key, value]) =>
        JSON.stringify(profileBody({ [key]: value, email: null })),
      ),
      // An object where the schema wants a string: its prototype keys make it no string.
      JSON.stringify(profileBody({ email: null })).replace(
        '"attending":"yes"',
        '"attending":{"__proto__":{"polluted":"yes"}}',
      ),
    ];
    /**
     * Prototype keys at the top level. Nest's schema pipe deletes `__proto__`, `constructor`
     * and `prototype` before validating, so the strict schema never sees them: they are
     * ignored rather than refused, and what is stored must be exactly the clean body's.
     */
    const prototypeBody = (victimId: number, firstName: string) =>
      withRawKeys(
        profileBody({ email: null, firstName }),
        `${PROTOTYPE_KEYS},"__proto__":{"userId":${victimId},"id":424242}`,
      );

    it('refuses server-owned keys on POST with 400 and stores nothing', async () => {
      const before = await count('profiles');
      for (const text of refusedBodies(ada.id)) {
        const response = await postRaw(grace.browser, '/api/profiles', text);
        expect({ text, status: response.status }).toEqual({ text, status: 400 });
        expect(response.body).toEqual({ error: expect.any(String), fields: expect.any(Object) });
      }
      expect(await count('profiles')).toBe(before);
    });

    it('refuses server-owned keys on PATCH with 400 and leaves the row as it was', async () => {
      const before = await row('profiles', adaProfileId);
      for (const text of refusedBodies(grace.id)) {
        const response = await ada.browser
          .patch(`/api/profiles/${adaProfileId}`)
          .set('Content-Type', 'application/json')
          .send(text.replace('"firstName":"Ada"', '"firstName":"Changed"'));
        expect({ text, status: response.status }).toEqual({ text, status: 400 });
      }
      expect(await row('profiles', adaProfileId)).toEqual(before);
    });

    it("ignores prototype keys: POST makes the caller's profile, PATCH keeps its owner", async () => {
      const created = await postRaw(grace.browser, '/api/profiles', prototypeBody(ada.id, 'Grace'));
      expect(created.status).toBe(201);
      expect(created.body.id).not.toBe(424242);
      expect(await row('profiles', created.body.id as number)).toMatchObject({
        user_id: grace.id,
        first_name: 'Grace',
      });

      const patched = await grace.browser
        .patch(`/api/profiles/${created.body.id as number}`)
        .set('Content-Type', 'application/json')
        .send(prototypeBody(ada.id, 'Grace Hopper'));
      expect(patched.status).toBe(200);
      expect(await row('profiles', created.body.id as number)).toMatchObject({
        user_id: grace.id,
        first_name: 'Grace Hopper',
      });
      expect(await row('profiles', 424242)).toBeUndefined();
      await grace.browser.delete(`/api/profiles/${created.body.id as number}`).expect(200);
    });
  });

  describe('POST /api/admin/remotes/:name/activate', () => {
    it('activates the section in the path, recorded as the signed-in administrator', async () => {
      const response = await postRaw(
        admin.browser,
        '/api/admin/remotes/mf-event/activate',
        withRawKeys({
          ...serverOwnedKeys(ada.id),
          version: '1.0.0',
          name: 'mf-photos',
          activatedBy: 'someone else',
        }),
      );
      expect(response.status).toBe(200);
      const active: { name: string; version: string; activated_by: string }[] =
        await t.dataSource.query('SELECT "name", "version", "activated_by" FROM "remote_active"');
      expect(active).toEqual([
        { name: 'mf-event', version: '1.0.0', activated_by: TEST_ADMIN_EMAIL },
      ]);
    });
  });

  it('bodies no handler reads (sign-out, rollback) are parsed without harm', async () => {
    const browser = t.browser();
    await browser.post('/api/login').send({ username: 'ada', password: 'secret-1' }).expect(200);
    expect((await postRaw(browser, '/api/logout', withRawKeys({ userId: grace.id }))).status).toBe(
      200,
    );
    expect((await browser.get('/api/user')).status).toBe(401);
    const rollback = await postRaw(
      admin.browser,
      '/api/admin/remotes/mf-event/rollback',
      withRawKeys({ name: 'mf-photos' }),
    );
    expect(rollback.status).toBe(200);
    expect(await t.dataSource.query('SELECT * FROM "remote_active"')).toEqual([]);
  });

  it('query strings with prototype keys are read without harm', async () => {
    for (const query of [
      '__proto__[polluted]=yes',
      'constructor[prototype][polluted]=yes',
      '__proto__.polluted=yes&limit=1',
    ]) {
      const response = await ada.browser.get(`/api/photos?${query}`);
      expect(response.status).toBe(200);
    }
  });

  describe('POST /api/photos (multipart)', () => {
    it.each([
      ['userId', () => String(ada.id)],
      ['id', () => '424242'],
      ['userName', () => 'Someone Else'],
      ['createdAt', () => '2001-01-01T00:00:00Z'],
      ['isAdmin', () => 'true'],
      ['__proto__', () => 'yes'],
      ['constructor', () => 'yes'],
      ['prototype', () => 'yes'],
      ['__proto__[polluted]', () => 'yes'],
      ['constructor[prototype][polluted]', () => 'yes'],
      ['caption[__proto__][polluted]', () => 'yes'],
    ])('refuses a %s field with 400, storing nothing', async (field, value) => {
      const rowsBefore = await albumRows(t);
      const filesBefore = storedFiles(t.config.storageDir);
      const response = await uploadPhoto(grace.browser, await jpegBytes(), {
        caption: 'hello',
        fields: { [field]: value() },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: expect.any(String), fields: expect.any(Object) });
      expect(await albumRows(t)).toEqual(rowsBefore);
      expect(storedFiles(t.config.storageDir)).toEqual(filesBefore);
      expect(tempUploads(t)).toEqual([]);
    });

    it('still takes a plain upload, as the uploader (the control for the refusals above)', async () => {
      const response = await uploadPhoto(grace.browser, await jpegBytes(), { caption: 'hello' });
      expect(response.status).toBe(201);
      expect(response.body.userId).toBe(grace.id);
    });
  });
});
