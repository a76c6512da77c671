import { signUp, signUpAdmin, type SignedInUser } from '../../test/support/accounts.js';
import { writeRelease, writeShellRelease } from '../../test/support/releases.js';
import { writeFiles } from '../../test/support/static-root.js';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/support/test-app.js';
import { RemoteReleasesService } from './remote-releases.service.js';

const DEFAULT = '/remotes/mf-event/mf-manifest.json';
const v = (version: string) => `/remotes/mf-event/${version}/mf-manifest.json`;

describe('release registry', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;
  const registry = async () => (await t.http().get('/api/remotes')).body['mf-event'] as unknown;
  const activate = (version: string, user = admin) =>
    user.browser.post('/api/admin/remotes/mf-event/activate').send({ version });

  beforeAll(async () => {
    t = await startTestApp();
    writeShellRelease(t);
    writeFiles(t.config.staticRoot, { 'mf-event/dist/mf-manifest.json': '{}' });
    const releases = t.app.get(RemoteReleasesService);
    for (const version of ['1.0.0', '1.1.0']) {
      writeRelease(t, 'mf-event', version);
      await releases.publish('mf-event', version);
    }
    writeRelease(t, 'mf-event', '2.0.0', { shared: { react: '18.3.1' } });
    await releases.publish('mf-event', '2.0.0');
    writeRelease(t, 'mf-event', '3.0.0', { apiVersion: '2.0.0' });
    await releases.publish('mf-event', '3.0.0');
    admin = await signUpAdmin(t);
    member = await signUp(t, 'member@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the built default while no version is active', async () => {
    expect(await registry()).toBe(DEFAULT);
  });

  it('refuses visitors with 401 and members with 403', async () => {
    expect((await t.http().get('/api/admin/remotes')).status).toBe(401);
    expect((await t.http().post('/api/admin/remotes/mf-event/activate').send({})).status).toBe(401);
    expect((await member.browser.get('/api/admin/remotes')).status).toBe(403);
    expect((await activate('1.0.0', member)).status).toBe(403);
    expect((await member.browser.post('/api/admin/remotes/mf-event/rollback')).status).toBe(403);
    expect(await registry()).toBe(DEFAULT);
  });

  it('lists every section with its published versions', async () => {
    const response = await admin.browser.get('/api/admin/remotes');
    expect(response.status).toBe(200);
    const event = response.body.sections.find((s: { name: string }) => s.name === 'mf-event');
    expect(event).toMatchObject({ activeVersion: null, serving: DEFAULT });
    expect(event.releases.map((r: { version: string }) => r.version)).toEqual(
      expect.arrayContaining(['1.0.0', '1.1.0', '2.0.0', '3.0.0']),
    );
    expect(response.body.sections).toHaveLength(5);
  });

  it('activates a published version; the next registry read points at it', async () => {
    const response = await activate('1.0.0');
    expect(response.status).toBe(200);
    expect(await registry()).toBe(v('1.0.0'));
    const event = response.body.sections.find((s: { name: string }) => s.name === 'mf-event');
    expect(event).toMatchObject({ activeVersion: '1.0.0', activatedBy: TEST_ADMIN_EMAIL });
  });

  it('serves a release folder: files immutable, the manifest revalidated', async () => {
    const file = await t.http().get('/remotes/mf-event/1.0.0/main.js');
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await t.http().get(v('1.0.0'));
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // The default build is still served beside it.
    expect((await t.http().get(DEFAULT)).status).toBe(200);
  });

  it('refuses an incompatible shared singleton with 409, changing nothing', async () => {
    const response = await activate('2.0.0');
    expect(response.status).toBe(409);
    expect(response.body.error).toMatch(/react 18\.3\.1 \(the shell has 19\.3\.1\)/);
    expect(await registry()).toBe(v('1.0.0'));
  });

  it('refuses another API major with 409', async () => {
    const response = await activate('3.0.0');
    expect(response.status).toBe(409);
    expect(response.body.error).toMatch(/API 2\.0\.0/);
    expect(await registry()).toBe(v('1.0.0'));
  });

  it('answers 404 for an unpublished version or unknown section, 400 for a bad version', async () => {
    expect((await activate('9.9.9')).status).toBe(404);
    expect(
      (await admin.browser.post('/api/admin/remotes/mf-nope/activate').send({ version: '1.0.0' }))
        .status,
    ).toBe(404);
    expect((await activate('../etc')).status).toBe(400);
    expect(await registry()).toBe(v('1.0.0'));
  });

  it('is shared by every replica on the same database', async () => {
    const replica = await startTestApp(
      { STATIC_ROOT: t.config.staticRoot, RELEASES_DIR: t.config.releasesDir },
      { database: t.database },
    );
    try {
      expect((await replica.http().get('/api/remotes')).body['mf-event']).toBe(v('1.0.0'));
    } finally {
      await replica.close();
    }
  });

  it('rolls back to the version published before, then to the built default', async () => {
    expect((await activate('1.1.0')).status).toBe(200);
    expect(await registry()).toBe(v('1.1.0'));
    const back = await admin.browser.post('/api/admin/remotes/mf-event/rollback');
    expect(back.status).toBe(200);
    expect(await registry()).toBe(v('1.0.0'));
    expect((await admin.browser.post('/api/admin/remotes/mf-event/rollback')).status).toBe(200);
    expect(await registry()).toBe(DEFAULT);
    expect((await admin.browser.post('/api/admin/remotes/mf-event/rollback')).status).toBe(409);
  });

  it('publishing is idempotent and refuses a folder that is not there', async () => {
    const releases = t.app.get(RemoteReleasesService);
    expect(await releases.publish('mf-event', '1.0.0')).toBe(false);
    await expect(releases.publish('mf-event', '4.0.0')).rejects.toThrow(/No release/);
  });
});

describe('release registry without a shell build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    writeRelease(t, 'mf-photos', '1.0.0');
    await t.app.get(RemoteReleasesService).publish('mf-photos', '1.0.0');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses to activate until the shell declares its shared versions', async () => {
    const admin = await signUpAdmin(t);
    const response = await admin.browser
      .post('/api/admin/remotes/mf-photos/activate')
      .send({ version: '1.0.0' });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatch(/shell-release\.json/);
  });
});

describe('release registry under REMOTES', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      REMOTES: JSON.stringify({ 'mf-event': 'https://cdn.example.org/mf-event/mf-manifest.json' }),
    });
    writeShellRelease(t);
    writeRelease(t, 'mf-event', '1.0.0');
    writeRelease(t, 'mf-photos', '1.0.0');
    const releases = t.app.get(RemoteReleasesService);
    for (const name of ['mf-event', 'mf-photos'] as const) {
      await releases.publish(name, '1.0.0');
      await releases.activate(name, '1.0.0', 'test');
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets the operator override win over the active version, and only for the named ones', async () => {
    expect((await t.http().get('/api/remotes')).body).toEqual({
      'mf-event': 'https://cdn.example.org/mf-event/mf-manifest.json',
      'mf-photos': '/remotes/mf-photos/1.0.0/mf-manifest.json',
    });
  });
});
