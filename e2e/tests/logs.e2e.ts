import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
// Real SMTP on loopback, real JPEG bytes and a valid profile body, shared with the API tests.
import { jpegBytes } from '../../backend/test/support/images';
import { resetLinkIn, startMailbox, type Mailbox } from '../../backend/test/support/mailbox';
import { aProfileBody } from '@reunion/contracts/testing';
import { startSharedPostgres, type SharedPostgres } from '../support/shared-postgres';
import { CLASS_PASSWORD, startSite, type Site } from '../support/site';

/**
 * The log of a whole run of the built backend (backend/dist/main.js as `npm start` runs it):
 * a realistic journey over HTTP, then every line of stdout and stderr is checked. Each must be
 * one JSON object, each request's line must carry its request id, and none of the secrets the
 * journey handled may appear anywhere, in any form the process held them.
 */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const email = 'logged.classmate@class2005.test';
const firstPassword = `first-${randomBytes(6).toString('hex')}`;
const wrongPassword = `wrong-${randomBytes(6).toString('hex')}`;
const newPassword = `second-${randomBytes(6).toString('hex')}`;
const sessionSecret = `logs-secret-${randomBytes(12).toString('hex')}`;
const bearer = `bearer-${randomBytes(8).toString('hex')}`;
const PROXY_REQUEST_ID = 'proxy-req-0042';

let postgres: SharedPostgres;
let mailbox: Mailbox;
let storageDir: string;
let site: Site;
/** Everything the process printed, once it has stopped. */
let output = '';
/** Every secret the journey saw: passwords, token, cookies; hashes are added from the database. */
const secrets = new Map<string, string>([
  ['first password', firstPassword],
  ['wrong password', wrongPassword],
  ['new password', newPassword],
  ['class password', CLASS_PASSWORD],
  ['SESSION_SECRET', sessionSecret],
  ['Authorization header', bearer],
]);
/** The X-Request-Id of every answer. */
const requestIds: string[] = [];

async function call(
  route: string,
  init: RequestInit & { cookie?: string } = {},
): Promise<Response> {
  const { cookie, headers, ...rest } = init;
  const response = await fetch(`${site.url}${route}`, {
    ...rest,
    headers: {
      // Headers a log must never show, on every request.
      Authorization: `Bearer ${bearer}`,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(headers as Record<string, string> | undefined),
    },
  });
  requestIds.push(response.headers.get('x-request-id') ?? '(none)');
  return response;
}

const postJson = (route: string, body: unknown, cookie?: string, method = 'POST') =>
  call(route, {
    method,
    cookie,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The session cookie a response set, as `name=value`, its value noted as a secret. */
function sessionOf(response: Response, label: string): string {
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] as string)
    .find((pair) => pair.includes('.sid='));
  if (!cookie) throw new Error(`${label}: no session cookie`);
  const value = cookie.slice(cookie.indexOf('=') + 1);
  const decoded = decodeURIComponent(value);
  secrets.set(`${label} cookie`, value);
  secrets.set(`${label} cookie (decoded)`, decoded);
  // "s:<session id>.<signature>": the id alone is the row's key and as good as the cookie.
  const [sessionId, signature] = decoded.slice(2).split('.');
  secrets.set(`${label} session id`, sessionId as string);
  secrets.set(`${label} cookie signature`, signature as string);
  return cookie;
}

beforeAll(async () => {
  postgres = await startSharedPostgres();
  mailbox = await startMailbox();
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-e2e-logs-'));
  site = await startSite({
    databaseUrl: postgres.url,
    smtpUrl: mailbox.url,
    env: { STORAGE_DIR: storageDir, SESSION_SECRET: sessionSecret },
  });
  const dbPassword = new URL(postgres.url).password;
  if (dbPassword) secrets.set('database password', decodeURIComponent(dbPassword));

  // Register, sign out, sign in with a wrong then the right password.
  const registered = await postJson('/api/register', {
    email,
    username: 'logged',
    password: firstPassword,
    classPassword: CLASS_PASSWORD,
  });
  expect(registered.status).toBe(201);
  const first = sessionOf(registered, 'registration');
  expect((await postJson('/api/logout', {}, first)).status).toBe(200);
  expect((await postJson('/api/login', { username: email, password: wrongPassword })).status).toBe(
    401,
  );
  const signedIn = await postJson('/api/login', { username: 'logged', password: firstPassword });
  expect(signedIn.status).toBe(200);
  sessionOf(signedIn, 'first sign-in');

  // Reset: request, open the mailed link (page load and token check, as the shell does), reset.
  expect((await postJson('/api/request-password-reset', { email })).status).toBe(200);
  const link = resetLinkIn(await mailbox.waitFor(email, { containing: '/auth/redirect-reset' }));
  const token = link.searchParams.get('token') ?? '';
  expect(token).not.toBe('');
  secrets.set('reset token', token);
  secrets.set('reset token (sha-256)', sha256(token));
  const pageLoad = await call(`${link.pathname}${link.search}`, {
    headers: { Accept: 'text/html', 'X-Request-Id': PROXY_REQUEST_ID },
  });
  expect(pageLoad.status).toBe(200);
  expect(pageLoad.headers.get('x-request-id')).toBe(PROXY_REQUEST_ID);
  const verified = await call(`/api/verify-reset-token?token=${encodeURIComponent(token)}`, {
    // What a browser on an ordinary page would send along: the token in the Referer.
    headers: { Referer: link.toString() },
  });
  expect(await verified.json()).toBe(true);
  expect((await postJson('/api/reset-password', { token, password: newPassword })).status).toBe(
    200,
  );
  const again = await postJson('/api/login', { username: email, password: newPassword });
  expect(again.status).toBe(200);
  const cookie = sessionOf(again, 'second sign-in');

  // A profile with a photo, then changed with a second one; an album photo; sign out.
  const photo = (colour: string) =>
    jpegBytes(64, 48, colour).then((bytes) => `data:image/jpeg;base64,${bytes.toString('base64')}`);
  const firstPhoto = await photo('#3366cc');
  secrets.set('photo bytes (a body)', firstPhoto.slice(30, 90));
  const created = await postJson('/api/profiles', aProfileBody({ photos: [firstPhoto] }), cookie);
  expect(created.status).toBe(201);
  const profile = (await created.json()) as { id: number; photos: string[] };
  const patched = await postJson(
    `/api/profiles/${profile.id}`,
    aProfileBody({ photos: [...profile.photos.slice(0, 1), await photo('#cc3366')], city: 'Lyon' }),
    cookie,
    'PATCH',
  );
  expect(patched.status).toBe(200);

  const form = new FormData();
  form.append('caption', 'Gala night');
  form.append(
    'photo',
    new Blob([new Uint8Array(await jpegBytes(320, 240))], { type: 'image/jpeg' }),
    'gala.jpg',
  );
  expect((await call('/api/photos', { method: 'POST', cookie, body: form })).status).toBe(201);
  expect((await postJson('/api/logout', {}, cookie)).status).toBe(200);

  // The hashes as the database holds them, read before the process stops.
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const users = await client.query<{ password_hash: string }>(
      `SELECT "password_hash" FROM "users"`,
    );
    const tokens = await client.query<{ token_hash: string }>(
      `SELECT "token_hash" FROM "password_reset_tokens"`,
    );
    expect(users.rows.length).toBeGreaterThan(0);
    expect(tokens.rows.length).toBeGreaterThan(0);
    users.rows.forEach((row, i) => {
      secrets.set(`password hash ${i}`, row.password_hash);
      // An argon2 string ends with the digest: also forbidden on its own.
      secrets.set(`password digest ${i}`, row.password_hash.split('$').at(-1) as string);
    });
    tokens.rows.forEach((row, i) => secrets.set(`token hash ${i}`, row.token_hash));
  } finally {
    await client.end();
  }

  await site.stop();
  output = site.log();
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await postgres?.stop();
  await mailbox?.stop();
  if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
}, 60_000);

describe('the log of a full run', () => {
  const entries = () =>
    output
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => ({ line, json: JSON.parse(line) as Record<string, unknown> }));

  it('is one JSON object per line, with level, time and message', () => {
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      let parsed: unknown;
      expect(() => (parsed = JSON.parse(line))).not.toThrow();
      expect(parsed).toEqual(
        expect.objectContaining({
          level: expect.any(String),
          time: expect.any(String),
          msg: expect.any(String),
        }),
      );
    }
  });

  it("has one access line per request, carrying the request's id", () => {
    const access = entries()
      .map((entry) => entry.json)
      .filter((json) => typeof json.status === 'number' && typeof json.method === 'string');
    for (const json of access) expect(json.reqId).toEqual(expect.any(String));
    const logged = new Set(access.map((json) => json.reqId));
    for (const id of requestIds) expect([id, logged.has(id)]).toEqual([id, true]);
    expect(access.find((json) => json.reqId === PROXY_REQUEST_ID)).toMatchObject({
      method: 'GET',
      url: '/auth/redirect-reset?token=[Redacted]&email=[Redacted]',
      status: 200,
    });
    expect(access.filter((json) => json.url === '/api/login').map((json) => json.status)).toEqual([
      401, 200, 200,
    ]);
  });

  it('contains no password, token, hash, cookie or secret, in any form', () => {
    expect(secrets.size).toBeGreaterThan(15);
    for (const [label, secret] of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(8);
      expect([label, output.includes(secret)]).toEqual([label, false]);
      expect([label, output.includes(encodeURIComponent(secret))]).toEqual([label, false]);
    }
  });
});
