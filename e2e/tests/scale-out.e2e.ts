import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Real SMTP on loopback and real JPEG bytes, shared with the backend's API tests.
import { jpegBytes } from '../../backend/test/support/images';
import { resetLinkIn, startMailbox, type Mailbox } from '../../backend/test/support/mailbox';
import { startSharedPostgres, type SharedPostgres } from '../support/shared-postgres';
import { CLASS_PASSWORD, startSite, type Site } from '../support/site';

/**
 * Two backend processes against one PostgreSQL and one photo folder, as the replicas behind the
 * proxy in docker-compose.yml: any of them must serve any request of any user.
 */
let postgres: SharedPostgres;
let mailbox: Mailbox;
let storageDir: string;
let one: Site;
let two: Site;

beforeAll(async () => {
  postgres = await startSharedPostgres();
  mailbox = await startMailbox();
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-e2e-storage-'));
  const options = {
    databaseUrl: postgres.url,
    smtpUrl: mailbox.url,
    env: { STORAGE_DIR: storageDir },
  };
  // One after the other: the first applies the migrations, the second finds them done.
  one = await startSite(options);
  two = await startSite(options);
}, 120_000);

afterAll(async () => {
  await one?.stop();
  await two?.stop();
  await postgres?.stop();
  await mailbox?.stop();
  if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
}, 60_000);

/** The `name=value` pairs of a response's cookies, as a browser would send them back. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function postJson(site: Site, route: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${site.url}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const email = 'grace.hopper@class2005.test';

describe('two replicas sharing PostgreSQL and storage', () => {
  let cookie: string;

  it('keeps a session made on one valid on the other', async () => {
    const registered = await postJson(one, '/api/register', {
      email,
      username: 'grace',
      password: 'first-secret',
      classPassword: CLASS_PASSWORD,
    });
    expect(registered.status).toBe(201);
    cookie = cookiesOf(registered);
    expect(cookie).toMatch(/reunion\.sid=/);

    const onTwo = await fetch(`${two.url}/api/user`, { headers: { Cookie: cookie } });
    expect(onTwo.status).toBe(200);
    expect(await onTwo.json()).toMatchObject({ email });
  });

  it('serves from one a photo uploaded through the other', async () => {
    const form = new FormData();
    form.append('caption', 'Gala night');
    form.append(
      'photo',
      new Blob([new Uint8Array(await jpegBytes(320, 240))], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const uploaded = await fetch(`${one.url}/api/photos`, {
      method: 'POST',
      headers: { Cookie: cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const photo = (await uploaded.json()) as { id: number; photoUrl: string };

    const listed = await fetch(`${two.url}/api/photos`, { headers: { Cookie: cookie } });
    expect(JSON.stringify(await listed.json())).toContain(photo.photoUrl);
    const fromOne = await fetch(`${one.url}${photo.photoUrl}`, { headers: { Cookie: cookie } });
    const fromTwo = await fetch(`${two.url}${photo.photoUrl}`, { headers: { Cookie: cookie } });
    expect(fromTwo.status).toBe(200);
    expect(fromTwo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await fromTwo.arrayBuffer())).toEqual(
      Buffer.from(await fromOne.arrayBuffer()),
    );
  });

  it('accepts on one the reset token mailed by the other', async () => {
    const requested = await postJson(one, '/api/request-password-reset', { email });
    expect(requested.status).toBe(200);
    const token = resetLinkIn(
      await mailbox.waitFor(email, { containing: '/auth/redirect-reset' }),
    ).searchParams.get('token');
    expect(token).toBeTruthy();

    const valid = await fetch(`${two.url}/api/verify-reset-token?token=${token}`);
    expect(await valid.json()).toBe(true);
    const reset = await postJson(two, '/api/reset-password', { token, password: 'second-secret' });
    expect(reset.status).toBe(200);

    // The new password works on the first replica too, and the old one no longer does.
    const login = (password: string) =>
      postJson(one, '/api/login', { username: 'grace', password });
    expect((await login('second-secret')).status).toBe(200);
    expect((await login('first-secret')).status).toBe(401);
  });
});
