import type { Response } from 'supertest';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../../test/support/test-app.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session-data.js';

function setCookies(response: Response): string[] {
  const header = response.headers['set-cookie'] as unknown;
  return Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
}

/** The attributes of a Set-Cookie line, lower-cased names: { path: '/', secure: '', … }. */
function attributes(line: string): Record<string, string> {
  return Object.fromEntries(
    line
      .split(';')
      .slice(1)
      .map((part) => {
        const [name, ...value] = part.trim().split('=');
        return [(name ?? '').toLowerCase(), value.join('=')];
      }),
  );
}

describe('session cookie over https (PUBLIC_URL https, behind a TLS-terminating proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://reunion.example.com', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A request as the proxy forwards it: plain http inside, https outside. */
  const viaProxy = <T extends { set(name: string, value: string): T }>(request: T): T =>
    request.set('X-Forwarded-Proto', 'https');

  it('is named __Host-… and Secure, HttpOnly, SameSite=Lax, Path=/ and without Domain', async () => {
    const registered = await viaProxy(t.http().post('/api/register')).send({
      email: 'secure@example.com',
      password: 'secret-1',
      classPassword: TEST_CLASS_PASSWORD,
    });
    expect(registered.status).toBe(201);
    const lines = setCookies(registered);
    expect(lines).toHaveLength(1);
    const line = lines[0] as string;
    expect(line.startsWith(`${SECURE_SESSION_COOKIE}=`)).toBe(true);
    const attrs = attributes(line);
    expect(attrs).toMatchObject({ path: '/', secure: '', httponly: '', samesite: 'Lax' });
    expect(attrs).not.toHaveProperty('domain');

    // The browser sends it back by that name, and the session works.
    const cookie = line.split(';')[0] as string;
    const me = await viaProxy(t.http().get('/api/user')).set('Cookie', cookie);
    expect(me.status).toBe(200);
    // The plain name means nothing here: a cookie planted over http cannot stand in for it.
    const plain = `${SESSION_COOKIE}=${cookie.slice(SECURE_SESSION_COOKIE.length + 1)}`;
    expect((await viaProxy(t.http().get('/api/user')).set('Cookie', plain)).status).toBe(401);

    // Signing out clears the same cookie, with the attributes a browser needs to match it.
    const out = await viaProxy(t.http().post('/api/logout')).set('Cookie', cookie);
    expect(out.status).toBe(200);
    const cleared = setCookies(out);
    expect(cleared).toHaveLength(1);
    expect(cleared[0]?.startsWith(`${SECURE_SESSION_COOKIE}=;`)).toBe(true);
    expect(attributes(cleared[0] as string)).toMatchObject({ path: '/', secure: '' });
    expect(new Date(attributes(cleared[0] as string).expires ?? '').getTime()).toBeLessThan(
      Date.now(),
    );
    expect((await viaProxy(t.http().get('/api/user')).set('Cookie', cookie)).status).toBe(401);
  });

  it('sets no session cookie on a request that did not come over https', async () => {
    const response = await t.http().post('/api/login').send({
      username: 'secure@example.com',
      password: 'secret-1',
    });
    expect(response.status).toBe(200);
    expect(setCookies(response)).toEqual([]);
  });
});

describe('session cookie over plain http (local use)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the plain name without Secure (browsers refuse __Host- without it)', async () => {
    const registered = await t.http().post('/api/register').send({
      email: 'plain@example.com',
      password: 'secret-1',
      classPassword: TEST_CLASS_PASSWORD,
    });
    expect(registered.status).toBe(201);
    const [line] = setCookies(registered);
    expect(line?.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(attributes(line as string)).not.toHaveProperty('secure');

    const out = await t
      .http()
      .post('/api/logout')
      .set('Cookie', (line as string).split(';')[0] as string);
    const [cleared] = setCookies(out);
    expect(cleared?.startsWith(`${SESSION_COOKIE}=;`)).toBe(true);
    expect(attributes(cleared as string)).not.toHaveProperty('secure');
  });
});
