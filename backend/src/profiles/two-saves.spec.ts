import { profileMessages } from '@reunion/contracts';
import { signUp, signUpClassAccount, type SignedInUser } from '../../test/support/accounts.js';
import { jpegBytes, jpegDataUrl } from '../../test/support/images.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { storedFiles } from '../../test/support/stored-files.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

// A save replaces every field. Before `basedOn`, a form opened before another save (the member's
// phone and laptop, or the class account looking after the profile) silently put back every
// field as it had read it, undoing that save.
describe('two saves of one profile (basedOn)', () => {
  let t: TestApp;
  let member: SignedInUser;
  let organisers: SignedInUser;
  let id: number;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PROFILE_SAVES_PER_ACCOUNT: '6', CLASS_ACCOUNT: 'MBA05J' });
    member = await signUp(t, 'two-saves@example.com');
    organisers = await signUpClassAccount(t);
    const created = await member.browser.post('/api/profiles').send(profileBody());
    expect(created.status).toBe(201);
    id = created.body.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const opened = async (user: SignedInUser): Promise<string> =>
    (await user.browser.get(`/api/profiles/${id}`)).body.updatedAt;
  const save = (user: SignedInUser, body: Record<string, unknown>) =>
    user.browser.patch(`/api/profiles/${id}`).send(profileBody(body));

  it('refuses a save based on a version another save replaced, writing and storing nothing', async () => {
    const memberOpened = await opened(member);
    const organisersOpened = await opened(organisers);
    const first = await save(organisers, { city: 'Fontainebleau', basedOn: organisersOpened });
    expect(first.status).toBe(200);
    expect(first.body.updatedAt > memberOpened).toBe(true);

    const files = storedFiles(t.config.storageDir);
    const stale = await save(member, {
      lastName: 'From the phone',
      photos: [jpegDataUrl(await jpegBytes())],
      basedOn: memberOpened,
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({ error: profileMessages.profileChanged });
    const stored = (await member.browser.get(`/api/profiles/${id}`)).body;
    expect(stored).toMatchObject({ city: 'Fontainebleau', updatedAt: first.body.updatedAt });
    expect(stored.lastName).not.toBe('From the phone');
    expect(storedFiles(t.config.storageDir)).toEqual(files);

    // Based on what is stored now, the same save goes through, and each answer is the next base.
    const again = await save(member, { lastName: 'From the phone', basedOn: stored.updatedAt });
    expect(again.status).toBe(200);
    const next = await save(member, { lastName: 'Again', basedOn: again.body.updatedAt });
    expect(next.status).toBe(200);
  });

  it('lets exactly one of two saves based on the same version through', async () => {
    const base = await opened(member);
    // A photo each keeps both saves busy between their first look and their write.
    const photos = [jpegDataUrl(await jpegBytes(400, 300))];
    const answers = await Promise.all([
      save(member, { city: 'Paris', photos, basedOn: base }),
      save(organisers, { city: 'Singapore', photos, basedOn: base }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.status === 200)?.body.city;
    expect((await member.browser.get(`/api/profiles/${id}`)).body.city).toBe(winner);
  });

  it('counts a refused stale save against the hourly limit: its body was read all the same', async () => {
    const fresh = await signUp(t, 'stale-saves@example.com');
    const created = await fresh.browser.post('/api/profiles').send(profileBody());
    const mine = (body: Record<string, unknown>) =>
      fresh.browser.patch(`/api/profiles/${created.body.id}`).send(profileBody(body));
    const stale = '2025-01-01T00:00:00.000Z';
    // Six saves an hour here: else a stale version would let a member send bodies without end.
    for (let attempt = 0; attempt < 6; attempt++)
      expect((await mine({ basedOn: stale })).status).toBe(412);
    expect((await mine({ basedOn: created.body.updatedAt })).status).toBe(429);
  });

  it('still replaces the profile when a client names no version (a section built before it)', async () => {
    const replaced = await save(organisers, { city: 'Lyon' });
    expect(replaced.status).toBe(200);
    expect(replaced.body.city).toBe('Lyon');
  });

  it('refuses a base that is not an instant', async () => {
    const response = await save(member, { basedOn: 'yesterday' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(['basedOn']);
  });
});
