import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type request from 'supertest';
import type { Response } from 'supertest';
import { uploadPhoto } from '../../test/support/album.js';
import { jpegBytes, jpegDataUrl } from '../../test/support/images.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { writeRelease, writeShellRelease } from '../../test/support/releases.js';
import { writeFiles } from '../../test/support/static-root.js';
import { confirmEmail } from '../../test/support/accounts.js';
import {
  startTestApp,
  TEST_ADMIN_EMAIL,
  TEST_CLASS_ACCOUNT_EMAIL,
  TEST_CLASS_PASSWORD,
  type TestApp,
} from '../../test/support/test-app.js';
import { registeredRoutes } from '../../test/support/registered-routes.js';
import { confusableSkeleton, identityKey } from '../auth/identity/identity-key.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { Canaries } from '../remotes/canary/canaries.service.js';
import { RemoteReleasesService } from '../remotes/remote-releases.service.js';
import { ACCESS_MATRIX, type AccessRule, type Role, ROLES, ruleName } from './access-matrix.js';

type Agent = ReturnType<typeof request.agent>;

const PASSWORD = 'matrix password';
const CLASS_ACCOUNT = 'MBA05J';
/** The section whose releases the admin rows switch between. */
const SECTION = 'mf-event';

/** A second administrator address, whose owner never confirms it. */
const PENDING_ADMIN_EMAIL = 'pending-admin@reunion.test';

/** The signed-in callers, by role; `owner` owns the profile and the album photo called on. */
const ACCOUNTS: Record<Exclude<Role, 'anonymous'>, { email: string; username: string }> = {
  anotherUser: { email: 'another@example.com', username: 'another' },
  owner: { email: 'owner@example.com', username: 'owner' },
  classAccount: { email: TEST_CLASS_ACCOUNT_EMAIL, username: CLASS_ACCOUNT },
  administrator: { email: TEST_ADMIN_EMAIL, username: 'admin' },
  pendingAdministrator: { email: PENDING_ADMIN_EMAIL, username: 'pending-admin' },
  // Cyrillic letters: registration refuses this name today; the row is written directly.
  classAccountSquatter: { email: 'squatter@example.com', username: 'МВА05Ј' },
};
/** The roles whose owners opened their confirmation links. */
const CONFIRMED: ReadonlySet<Role> = new Set(['classAccount', 'administrator']);
/** The accounts whose addresses are not confirmed (the squatter's is: it changes nothing). */
const UNCONFIRMED = ['anotherUser', 'owner', 'pendingAdministrator'] as const;
/** Not a caller: the account whose mailed reset token the reset rows use. */
const RESET_TARGET = { email: 'reset-target@example.com', username: 'reset-target' };

/** What the rows call on, rebuilt whenever a call may have changed it. */
interface World {
  profileId: number;
  /** The profile's photo addresses, as a full-body PATCH sends them back. */
  profilePhotos: string[];
  /** Its first photo's storage key (served by /api/files and the directory's thumbnails). */
  photoKey: string;
  albumPhotoId: number;
  /** The album photo's address (/api/files/…). */
  albumPhotoUrl: string;
  /** A valid reset token of RESET_TARGET. */
  resetToken: string;
  /** A valid e-mail confirmation token of each signed-in caller's account. */
  confirmationTokens: Partial<Record<Role, string>>;
  /** A live one-click answer token and the unsubscribe token of a nudge to the owner's profile. */
  rsvpAnswerToken: string;
  rsvpUnsubscribeToken: string;
}

interface Call {
  send(agent: Agent, world: World, role: Role): Promise<Response>;
  /** Puts the world in the state the row is about, before anything is compared. */
  prepare?(world: World): Promise<void>;
  /** A success that leaves the world as the other rows need it (no rebuild after). */
  keepsWorld?: true;
}

describe('role × endpoint access matrix', () => {
  let t: TestApp;
  let jpeg: Buffer;
  let world: World;
  let dirty = true;
  const userIds = new Map<string, number>();
  let newcomers = 0;

  beforeAll(async () => {
    t = await startTestApp({
      CLASS_ACCOUNT,
      ADMIN_EMAILS: `${TEST_ADMIN_EMAIL},${PENDING_ADMIN_EMAIL}`,
      // The matrix is about who may call what; the limits have their own tests.
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '10000',
      RATE_LIMIT_LOGIN_PER_IP: '10000',
      RATE_LIMIT_REGISTER_PER_IP: '10000',
      RATE_LIMIT_RESET_PER_EMAIL: '10000',
      RATE_LIMIT_RESET_PER_IP: '10000',
      RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '10000',
      RATE_LIMIT_NEW_PASSWORD_PER_IP: '10000',
      RATE_LIMIT_NEW_PASSWORD_PER_ACCOUNT: '10000',
      RATE_LIMIT_CONFIRMATION_PER_ACCOUNT: '10000',
      RATE_LIMIT_CONFIRMATION_PER_ADDRESS: '10000',
      RATE_LIMIT_ALBUM_UPLOADS_PER_ACCOUNT: '10000',
      RATE_LIMIT_PROFILE_SAVES_PER_ACCOUNT: '10000',
    });
    jpeg = await jpegBytes();
    writeShellRelease(t);
    writeFiles(t.config.staticRoot, { [`${SECTION}/dist/mf-manifest.json`]: '{}' });
    const releases = t.app.get(RemoteReleasesService);
    for (const version of ['1.0.0', '1.1.0']) {
      writeRelease(t, SECTION, version);
      await releases.publish(SECTION, version);
    }
    const { classAccountSquatter, ...registering } = ACCOUNTS;
    for (const account of [...Object.values(registering), RESET_TARGET]) {
      const response = await t
        .http()
        .post('/api/register')
        .send({ ...account, password: PASSWORD, classPassword: TEST_CLASS_PASSWORD });
      expect(response.status).toBe(201);
      userIds.set(account.email, response.body.id as number);
    }
    for (const role of CONFIRMED) {
      const account = ACCOUNTS[role as keyof typeof ACCOUNTS];
      await confirmEmail(t, { email: account.email, browser: await signedIn(role) });
    }
    const [squatter]: { id: number }[] = await t.dataSource.query(
      `INSERT INTO "users" ("username", "email", "username_key", "email_key", "username_skeleton",
                            "password_hash", "email_confirmed_at")
       VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING "id"`,
      [
        classAccountSquatter.username,
        classAccountSquatter.email,
        identityKey(classAccountSquatter.username),
        identityKey(classAccountSquatter.email),
        confusableSkeleton(classAccountSquatter.username),
        await t.app.get(PasswordHasher).hash(PASSWORD),
      ],
    );
    userIds.set(classAccountSquatter.email, squatter?.id ?? 0);
    // Every registration mailed a link: all of it written before any cell compares the outbox.
    await waitForOutbox(userIds.size - 1);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(role: Role): Promise<Agent> {
    const agent = t.browser();
    if (role === 'anonymous') return agent;
    const response = await agent
      .post('/api/login')
      .send({ username: ACCOUNTS[role].username, password: PASSWORD });
    if (response.status !== 200) throw new Error(`signing in as ${role}: ${response.status}`);
    return agent;
  }

  /** A canary of SECTION 1.0.0, for the rows that end one. */
  async function startCanary(): Promise<void> {
    await t.app
      .get(Canaries)
      .start(SECTION, { version: '1.0.0', share: 10, autoPromote: false }, 'matrix test');
  }

  /**
   * The owner's published profile with one photo, the owner's album photo, a fresh reset token
   * and section 1.1.0 active; anything earlier calls added is removed.
   */
  async function buildWorld(): Promise<World> {
    const db = t.dataSource;
    await db.query('DELETE FROM "album_photos"');
    await db.query('DELETE FROM "profiles"');
    await db.query('DELETE FROM "remote_canaries"');
    await db.query('DELETE FROM "password_reset_tokens"');
    await db.query('DELETE FROM "email_confirmation_tokens"');
    // Who is confirmed is part of the world: a confirmation cell must not promote anyone for
    // the rows after it.
    await db.query('UPDATE "users" SET "email_confirmed_at" = NULL WHERE "id" = ANY($1::int[])', [
      UNCONFIRMED.map((role) => userIds.get(ACCOUNTS[role].email)),
    ]);
    await db.query('DELETE FROM "remote_active"');
    await db.query('DELETE FROM "users" WHERE "id" <> ALL($1::int[])', [[...userIds.values()]]);

    const owner = await signedIn('owner');
    const profile = await owner
      .post('/api/profiles')
      .send(profileBody({ photos: [jpegDataUrl(jpeg)], email: null }));
    expect(profile.status).toBe(201);
    const profilePhotos = profile.body.photos as string[];
    const photo = await uploadPhoto(owner, jpeg, { caption: 'the owner’s photo' });
    expect(photo.status).toBe(201);

    const resetToken = randomBytes(32).toString('base64url');
    await db.query(
      `INSERT INTO "password_reset_tokens" ("user_id", "token_hash", "expires_at")
       VALUES ($1, $2, now() + interval '1 hour')`,
      [
        userIds.get(RESET_TARGET.email),
        createHash('sha256').update(resetToken, 'utf8').digest('hex'),
      ],
    );
    const confirmationTokens: Partial<Record<Role, string>> = {};
    for (const [role, account] of Object.entries(ACCOUNTS) as [Role, { email: string }][]) {
      const token = randomBytes(32).toString('base64url');
      confirmationTokens[role] = token;
      await db.query(
        `INSERT INTO "email_confirmation_tokens" ("user_id", "email_key", "token_hash", "expires_at")
         VALUES ($1, $2, $3, now() + interval '1 hour')`,
        [
          userIds.get(account.email),
          identityKey(account.email),
          createHash('sha256').update(token, 'utf8').digest('hex'),
        ],
      );
    }
    const rsvpAnswerToken = randomBytes(32).toString('base64url');
    const rsvpUnsubscribeToken = randomBytes(32).toString('base64url');
    const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
    const [nudge]: { id: number }[] = await db.query(
      `INSERT INTO "rsvp_nudges" ("profile_id", "deadline", "events", "unsubscribe_token_hash")
       VALUES ($1, '2099-01-01', '{attending}', $2) RETURNING "id"`,
      [profile.body.id, sha256(rsvpUnsubscribeToken)],
    );
    await db.query(
      `INSERT INTO "rsvp_answer_tokens" ("nudge_id", "event", "token_hash", "expires_at")
       VALUES ($1, 'attending', $2, now() + interval '1 hour')`,
      [nudge?.id, sha256(rsvpAnswerToken)],
    );
    await t.app.get(RemoteReleasesService).activate(SECTION, '1.1.0', 'matrix test');
    return {
      rsvpAnswerToken,
      rsvpUnsubscribeToken,
      confirmationTokens,
      profileId: profile.body.id as number,
      profilePhotos,
      photoKey: (profilePhotos[0] ?? '').split('/').pop() ?? '',
      albumPhotoId: photo.body.id as number,
      albumPhotoUrl: photo.body.photoUrl as string,
      resetToken,
    };
  }

  const asDraft = async (w: World) => {
    await t.dataSource.query(`UPDATE "profiles" SET "status" = 'draft' WHERE "id" = $1`, [
      w.profileId,
    ]);
  };

  const CALLS: Record<string, Call> = {
    'GET /api/user': { send: (a) => a.get('/api/user') },
    'POST /api/login': {
      // Anonymous signs in as the owner; everyone else as themselves.
      send: (a, _w, role) =>
        a.post('/api/login').send({
          username: ACCOUNTS[role === 'anonymous' ? 'owner' : role].username,
          password: PASSWORD,
        }),
      keepsWorld: true,
    },
    'POST /api/logout': { send: (a) => a.post('/api/logout'), keepsWorld: true },
    'POST /api/register': {
      // The confirmation mail is written after the answer: wait for it, as for reset mail.
      async send(a) {
        const before = outboxFiles().length;
        const response = await a.post('/api/register').send({
          email: `newcomer${++newcomers}@example.com`,
          password: PASSWORD,
          classPassword: TEST_CLASS_PASSWORD,
        });
        if (response.status === 201) await waitForOutbox(before + 1);
        return response;
      },
    },
    'POST /api/verify-class-password': {
      send: (a) =>
        a.post('/api/verify-class-password').send({ classPassword: TEST_CLASS_PASSWORD }),
      keepsWorld: true,
    },
    'POST /api/request-password-reset': {
      // The mail is written after the answer: wait for it, so it cannot land in the next cell.
      async send(a) {
        const before = outboxFiles().length;
        const response = await a
          .post('/api/request-password-reset')
          .send({ email: ACCOUNTS.owner.email });
        if (response.status === 200) await waitForOutbox(before + 1);
        return response;
      },
    },
    'GET /api/verify-reset-token': {
      send: (a, w) => a.get('/api/verify-reset-token').query({ token: w.resetToken }),
      keepsWorld: true,
    },
    'POST /api/reset-password': {
      send: (a, w) =>
        a.post('/api/reset-password').send({ token: w.resetToken, password: 'a new password' }),
    },
    'POST /api/confirm-email': {
      // Anonymous tries the owner's link.
      send: (a, w, role) =>
        a
          .post('/api/confirm-email')
          .send({ token: w.confirmationTokens[role === 'anonymous' ? 'owner' : role] }),
    },
    'POST /api/request-email-confirmation': {
      // An unconfirmed account is mailed a fresh link after the answer: wait for it.
      async send(a, _w, role) {
        const before = outboxFiles().length;
        const response = await a.post('/api/request-email-confirmation');
        if (response.status === 200 && !CONFIRMED.has(role) && role !== 'classAccountSquatter')
          await waitForOutbox(before + 1);
        return response;
      },
      keepsWorld: true,
    },
    'GET /api/profiles': { send: (a) => a.get('/api/profiles') },
    'POST /api/profiles': { send: (a) => a.post('/api/profiles').send(profileBody()) },
    'GET /api/profiles/:id [published]': { send: (a, w) => a.get(`/api/profiles/${w.profileId}`) },
    'PATCH /api/profiles/:id [published]': {
      send: (a, w) =>
        a
          .patch(`/api/profiles/${w.profileId}`)
          .send(profileBody({ firstName: 'Changed', photos: w.profilePhotos })),
    },
    'DELETE /api/profiles/:id [published]': {
      send: (a, w) => a.delete(`/api/profiles/${w.profileId}`),
    },
    'GET /api/profiles/:id [draft]': {
      prepare: asDraft,
      send: (a, w) => a.get(`/api/profiles/${w.profileId}`),
    },
    'PATCH /api/profiles/:id [draft]': {
      prepare: asDraft,
      send: (a, w) =>
        a
          .patch(`/api/profiles/${w.profileId}`)
          .send(profileBody({ firstName: 'Changed', photos: w.profilePhotos, status: 'draft' })),
    },
    'DELETE /api/profiles/:id [draft]': {
      prepare: asDraft,
      send: (a, w) => a.delete(`/api/profiles/${w.profileId}`),
    },
    'GET /api/photos': { send: (a) => a.get('/api/photos') },
    'GET /api/photos/download-all': { send: (a) => a.get('/api/photos/download-all') },
    'POST /api/photos': { send: (a) => uploadPhoto(a, jpeg, { caption: 'new' }) },
    'DELETE /api/photos/:id': { send: (a, w) => a.delete(`/api/photos/${w.albumPhotoId}`) },
    'GET /api/files/:key [album photo]': { send: (a, w) => a.get(w.albumPhotoUrl) },
    'GET /api/files/:key [published]': { send: (a, w) => a.get(`/api/files/${w.photoKey}`) },
    'GET /api/files/:key [draft]': {
      prepare: asDraft,
      send: (a, w) => a.get(`/api/files/${w.photoKey}`),
    },
    'GET /api/directory': { send: (a) => a.get('/api/directory') },
    'GET /api/directory/thumbnails/:photoKey': {
      send: (a, w) => a.get(`/api/directory/thumbnails/${w.photoKey}`),
    },
    'GET /api/directory/view': { send: (a) => a.get('/api/directory/view?page=2') },
    'GET /api/directory/neighbours/:id': {
      send: (a, w) => a.get(`/api/directory/neighbours/${w.profileId}`),
    },
    'GET /api/insights': { send: (a) => a.get('/api/insights') },
    'GET /api/insights/profiles': { send: (a) => a.get('/api/insights/profiles') },
    'GET /api/stays': { send: (a) => a.get('/api/stays') },
    'GET /api/stays/companions/:id': {
      send: (a, w) => a.get(`/api/stays/companions/${w.profileId}`),
    },
    'GET /api/insights/rsvp-nudges': { send: (a) => a.get('/api/insights/rsvp-nudges') },
    'POST /api/insights/rsvp-nudges/run': {
      send: (a) => a.post('/api/insights/rsvp-nudges/run'),
      keepsWorld: true,
    },
    'GET /api/rsvp-deadline': { send: (a) => a.get('/api/rsvp-deadline'), keepsWorld: true },
    'POST /api/rsvp-nudges/answer': {
      send: (a, w) =>
        a.post('/api/rsvp-nudges/answer').send({ token: w.rsvpAnswerToken, answer: 'yes' }),
    },
    'POST /api/rsvp-nudges/unsubscribe': {
      send: (a, w) =>
        a.post('/api/rsvp-nudges/unsubscribe').send({ token: w.rsvpUnsubscribeToken }),
    },
    'GET /api/export/profiles': { send: (a) => a.get('/api/export/profiles') },
    'GET /api/admin/remotes': { send: (a) => a.get('/api/admin/remotes') },
    'POST /api/admin/remotes/:name/activate': {
      send: (a) => a.post(`/api/admin/remotes/${SECTION}/activate`).send({ version: '1.0.0' }),
    },
    'POST /api/admin/remotes/:name/rollback': {
      send: (a) => a.post(`/api/admin/remotes/${SECTION}/rollback`),
    },
    'GET /api/admin/remotes/canaries': { send: (a) => a.get('/api/admin/remotes/canaries') },
    'POST /api/admin/remotes/:name/canary': {
      send: (a) =>
        a.post(`/api/admin/remotes/${SECTION}/canary`).send({ version: '1.0.0', share: 10 }),
    },
    'POST /api/admin/remotes/:name/canary/promote': {
      prepare: () => startCanary(),
      send: (a) => a.post(`/api/admin/remotes/${SECTION}/canary/promote`),
    },
    'POST /api/admin/remotes/:name/canary/stop': {
      prepare: () => startCanary(),
      send: (a) => a.post(`/api/admin/remotes/${SECTION}/canary/stop`),
    },
    'POST /api/remotes/loads': {
      send: (a) =>
        a.post('/api/remotes/loads').send({ section: SECTION, version: '1.1.0', outcome: 'ok' }),
    },
    'GET /api/remotes': { send: (a) => a.get('/api/remotes') },
    'GET /api/site-links': { send: (a) => a.get('/api/site-links') },
    'GET /api/calendar.ics': { send: (a) => a.get('/api/calendar.ics') },
    'GET /api/openapi.json': { send: (a) => a.get('/api/openapi.json') },
    'GET /api/docs': { send: (a) => a.get('/api/docs') },
    'GET /health/live': { send: (a) => a.get('/health/live') },
    'GET /health/ready': { send: (a) => a.get('/health/ready') },
  };

  async function waitForOutbox(files: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (outboxFiles().length < files) {
      if (Date.now() > deadline) throw new Error(`expected ${files} mails in the outbox`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  function outboxFiles(): string[] {
    const folder = path.join(t.config.dataDir, 'outbox');
    return (fs.existsSync(folder) ? fs.readdirSync(folder) : []).filter((file) =>
      file.endsWith('.eml'),
    );
  }

  /** Every file under a folder with its size, relative to it. */
  function filesUnder(folder: string): string[] {
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return `${path.relative(folder, file)} ${fs.statSync(file).size}`;
      })
      .sort();
  }

  /**
   * Everything a call could change: every table's rows (any table a later migration adds
   * included), who is signed in on which session, the stored photos and the mail outbox. Rate
   * limit counters are left out: counting an attempt is what they are for.
   */
  async function state(): Promise<Record<string, unknown>> {
    const tables: { table_name: string }[] = await t.dataSource.query(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const snapshot: Record<string, unknown> = {};
    for (const { table_name: table } of tables) {
      if (table === 'rate_limit_counters') continue;
      // A session's expiry moves on every request; who it belongs to must not.
      const rows: { row: string }[] =
        table === 'session'
          ? await t.dataSource.query(
              `SELECT "sid" || ' ' || coalesce("sess"->'passport'->>'user', '-') AS row FROM "session" ORDER BY 1`,
            )
          : await t.dataSource.query(
              `SELECT to_jsonb(r)::text AS row FROM "${table}" r ORDER BY 1`,
            );
      snapshot[table] = rows.map((r) => r.row);
    }
    snapshot['stored files'] = filesUnder(t.config.storageDir);
    snapshot['outbox'] = outboxFiles().sort();
    return snapshot;
  }

  it('lists exactly the routes the app registers, each with a call', () => {
    const registered = registeredRoutes(t);
    expect(registered.length).toBeGreaterThan(20);
    const listed = [...new Set(ACCESS_MATRIX.map((rule) => `${rule.method} ${rule.route}`))];
    expect([...registered].sort()).toEqual(listed.sort());
    expect(Object.keys(CALLS).sort()).toEqual(ACCESS_MATRIX.map(ruleName).sort());
  });

  it.each(ACCESS_MATRIX.map((rule) => [ruleName(rule), rule] as const))(
    '%s',
    async (_name: string, rule: AccessRule) => {
      const call = CALLS[ruleName(rule)];
      if (!call) throw new Error(`no call for ${ruleName(rule)}`);
      const answered: Partial<Record<Role, number>> = {};
      const problems: string[] = [];
      for (const role of ROLES) {
        if (dirty) world = await buildWorld();
        dirty = false;
        const agent = await signedIn(role);
        if (call.prepare) {
          await call.prepare(world);
          dirty = true;
        }
        const before = await state();
        const response = await call.send(agent, world, role);
        answered[role] = response.status;
        if (response.status >= 400) {
          // A refusal says why in JSON and leaves everything as it was.
          if (!/^application\/json/.test(String(response.headers['content-type'])))
            problems.push(`${role}: ${response.status} is not JSON`);
          const body: unknown = response.body;
          const keys = body && typeof body === 'object' ? Object.keys(body) : [];
          if (keys.join() !== 'error' || typeof (body as { error: unknown }).error !== 'string')
            problems.push(`${role}: ${response.status} body ${JSON.stringify(body)}`);
          const after = await state();
          for (const part of Object.keys({ ...before, ...after })) {
            if (JSON.stringify(before[part]) !== JSON.stringify(after[part]))
              problems.push(`${role}: ${response.status} changed ${part}`);
          }
        } else if (rule.method !== 'GET' && !call.keepsWorld) {
          dirty = true;
        }
      }
      expect(answered).toEqual(rule.expected);
      expect(problems).toEqual([]);
    },
  );
});
