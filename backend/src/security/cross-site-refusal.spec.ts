import { signUp, type SignedInUser } from '../../test/support/accounts.js';
import { albumRows, tempUploads, uploadPhoto } from '../../test/support/album.js';
import { jpegBytes } from '../../test/support/images.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../test/support/test-app.js';
import { CROSS_SITE_ERROR } from './cross-site-refusal.js';

const FOREIGN = 'https://evil.example';
const PUBLIC_ORIGIN = 'http://reunion.test';

describe('cross-site requests', () => {
  let t: TestApp;
  let ada: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: `${PUBLIC_ORIGIN}/` });
    ada = await signUp(t, 'ada@example.com', 'ada');
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = async (table: string): Promise<number> =>
    Number((await t.dataSource.query(`SELECT count(*) AS n FROM "${table}"`))[0].n);

  /** Ada signed in on another browser whose every request carries these headers. */
  async function adaWith(headers: Record<string, string>) {
    const agent = t.browser();
    const login = await agent.post('/api/login').send({ username: 'ada', password: 'secret-1' });
    expect(login.status).toBe(200);
    return agent.set(headers);
  }

  function expectRefused(response: { status: number; body: unknown }): void {
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: CROSS_SITE_ERROR });
  }

  describe('with a foreign Origin', () => {
    it('refuses login without starting a session', async () => {
      const browser = t.browser();
      const response = await browser
        .post('/api/login')
        .set('Origin', FOREIGN)
        .send({ username: 'ada', password: 'secret-1' });
      expectRefused(response);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect((await browser.get('/api/user')).status).toBe(401);
    });

    it('refuses registration and creates no user', async () => {
      const before = await count('users');
      const response = await t.http().post('/api/register').set('Origin', FOREIGN).send({
        email: 'eve@example.com',
        password: 'secret-1',
        classPassword: TEST_CLASS_PASSWORD,
      });
      expectRefused(response);
      expect(await count('users')).toBe(before);
    });

    it('refuses a signed-in profile POST and stores no profile', async () => {
      const before = await count('profiles');
      const response = await ada.browser
        .post('/api/profiles')
        .set('Origin', FOREIGN)
        .send(profileBody());
      expectRefused(response);
      expect(await count('profiles')).toBe(before);
    });

    it('refuses a multipart photo upload, reading and storing nothing', async () => {
      const response = await uploadPhoto(await adaWith({ Origin: FOREIGN }), await jpegBytes());
      expectRefused(response);
      expect(await albumRows(t)).toEqual([]);
      expect(tempUploads(t)).toEqual([]);
    });

    it('refuses a text/plain body (a form post that needs no preflight)', async () => {
      const before = await count('users');
      const response = await t
        .http()
        .post('/api/register')
        .set('Origin', FOREIGN)
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ email: 'eve@example.com', password: 'secret-1' }));
      expectRefused(response);
      expect(await count('users')).toBe(before);
    });

    it('refuses "null" (a sandboxed frame or a file:// page) and PUT/PATCH/DELETE too', async () => {
      expectRefused(await ada.browser.post('/api/logout').set('Origin', 'null'));
      expectRefused(await ada.browser.patch('/api/profiles/1').set('Origin', FOREIGN).send({}));
      expectRefused(await ada.browser.delete('/api/profiles/1').set('Origin', FOREIGN));
      expectRefused(await ada.browser.put('/api/profiles/1').set('Origin', FOREIGN).send({}));
      expect((await ada.browser.get('/api/user')).status).toBe(200);
    });

    it('still answers reads (a calendar app, a photo link)', async () => {
      const response = await ada.browser.get('/api/user').set('Origin', FOREIGN);
      expect(response.status).toBe(200);
    });
  });

  describe('with Sec-Fetch-Site', () => {
    it('refuses cross-site even without an Origin', async () => {
      const response = await t
        .http()
        .post('/api/login')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ username: 'ada', password: 'secret-1' });
      expectRefused(response);
    });

    it.each(['same-origin', 'same-site', 'none'])('lets %s through', async (site) => {
      const response = await t
        .http()
        .post('/api/login')
        .set('Sec-Fetch-Site', site)
        .send({ username: 'ada', password: 'secret-1' });
      expect(response.status).toBe(200);
    });
  });

  describe('from the site itself', () => {
    it('signs in from PUBLIC_URL’s origin', async () => {
      const browser = t.browser();
      const response = await browser
        .post('/api/login')
        .set('Origin', PUBLIC_ORIGIN)
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ username: 'ada', password: 'secret-1' });
      expect(response.status).toBe(200);
      expect((await browser.get('/api/user')).status).toBe(200);
    });

    it('uploads a photo from the request’s own host (local use)', async () => {
      // Opened as localhost:3000 while PUBLIC_URL names the public host.
      const local = await adaWith({ Host: 'localhost:3000', Origin: 'http://localhost:3000' });
      const response = await uploadPhoto(local, await jpegBytes());
      expect(response.status).toBe(201);
      expect(await albumRows(t)).toHaveLength(1);
    });

    it('never parses a text/plain body, even from the site itself', async () => {
      const response = await t
        .http()
        .post('/api/login')
        .set('Origin', PUBLIC_ORIGIN)
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ username: 'ada', password: 'secret-1' }));
      expect(response.status).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('serves clients that send no Origin (server-to-server)', async () => {
      const response = await t
        .http()
        .post('/api/login')
        .send({ username: 'ada', password: 'secret-1' });
      expect(response.status).toBe(200);
    });
  });
});
