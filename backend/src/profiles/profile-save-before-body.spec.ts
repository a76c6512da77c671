import { TEST_PASSWORD } from '../../test/support/accounts.js';
import { sessionCookie } from '../../test/support/cookies.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { answerWhileSending, startSending } from '../../test/support/still-sending.js';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../test/support/test-app.js';
import { profileErrors } from './profiles.messages.js';
import { SAVES_IN_FLIGHT, SavesInFlight } from './saves-in-flight.js';

// A profile save's body may be 21 MB of photos as text. Saves refused as 403, 404 or 409 once
// read that whole body first, and were never counted: any member could make the backend read
// and parse them without end, and the site slowed for everyone.
describe('a profile save is refused before its body is read', () => {
  let t: TestApp;
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PROFILE_SAVES_PER_ACCOUNT: '3' });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new member's session cookie, and the id of their profile when `profile` is given. */
  async function member(profile?: Record<string, unknown>) {
    const registered = await t
      .http()
      .post('/api/register')
      .send({
        email: `saver${++counter}@example.com`,
        password: TEST_PASSWORD,
        classPassword: TEST_CLASS_PASSWORD,
      });
    const cookie = sessionCookie(registered);
    if (!profile) return { cookie, profileId: 0 };
    const created = await t.http().post('/api/profiles').set('Cookie', cookie).send(profile);
    expect(created.status).toBe(201);
    return { cookie, profileId: created.body.id as number };
  }

  const photosStart = Buffer.from('{"photos":["data:image/jpeg;base64,');
  const whileSending = (method: 'POST' | 'PATCH', path: string, cookie: string) =>
    answerWhileSending(t, {
      method,
      path,
      cookie,
      contentType: 'application/json',
      start: photosStart,
    });

  /** A save of a new profile still being sent: the start of its body, and no more. */
  const startCreating = (cookie: string) => {
    const request = startSending(t, {
      method: 'POST',
      path: '/api/profiles',
      cookie,
      contentType: 'application/json',
      start: photosStart,
    });
    request.on('error', () => undefined);
    return request;
  };

  /** Creates a profile once the member's place is free again (at most 5 s); its status. */
  async function createOnceFree(cookie: string): Promise<number> {
    const deadline = Date.now() + 5_000;
    const create = () => t.http().post('/api/profiles').set('Cookie', cookie).send(profileBody());
    let created = await create();
    while (created.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      created = await create();
    }
    return created.status;
  }

  it("answers another member's profile, a hidden or missing one, and a second profile without reading", async () => {
    const owner = await member(profileBody());
    const drafter = await member(profileBody({ status: 'draft' }));
    const { cookie } = await member();
    expect(await whileSending('PATCH', `/api/profiles/${owner.profileId}`, cookie)).toEqual({
      status: 403,
      body: { error: profileErrors.cannotEdit },
    });
    for (const id of [drafter.profileId, 2_000_000, 'abc'])
      expect(await whileSending('PATCH', `/api/profiles/${id}`, cookie)).toEqual({
        status: 404,
        body: { error: profileErrors.notFound },
      });
    expect(await whileSending('POST', '/api/profiles', owner.cookie)).toEqual({
      status: 409,
      body: { error: profileErrors.alreadyExists },
    });
  });

  it('counts every save whose body is read, a refused one too', async () => {
    const { cookie, profileId } = await member(profileBody());
    const save = (body: Record<string, unknown>) =>
      t.http().patch(`/api/profiles/${profileId}`).set('Cookie', cookie).send(body);
    for (let i = 0; i < 2; i++) expect((await save({ firstName: '' })).status).toBe(400);
    expect((await save(profileBody({ lastName: 'Third' }))).status).toBe(200);
    const fourth = await save(profileBody({ lastName: 'Fourth' }));
    expect([fourth.status, fourth.body]).toEqual([429, { error: profileErrors.tooManySaves }]);
  });

  it("takes one save of a member's at a time, refusing a second while the first is being sent", async () => {
    const { cookie } = await member();
    const first = startCreating(cookie);
    try {
      const second = await whileSending('POST', '/api/profiles', cookie);
      expect(second).toEqual({ status: 429, body: { error: profileErrors.saveStillSending } });
    } finally {
      first.destroy();
    }
    // Its place is given back once the sender leaves.
    expect(await createOnceFree(cookie)).toBe(201);
  });

  it("holds a place per member and profile: the class account may save two members' at once", () => {
    const inFlight = t.app.get(SavesInFlight);
    const first = inFlight.hold(-100, 5);
    const second = inFlight.hold(-100, 6);
    expect(() => inFlight.hold(-100, 5)).toThrow(profileErrors.saveStillSending);
    first();
    second();
  });

  it(`reads ${SAVES_IN_FLIGHT} saves at once, and answers 503 beyond before reading`, async () => {
    const { cookie } = await member();
    const inFlight = t.app.get(SavesInFlight);
    const places = Array.from({ length: SAVES_IN_FLIGHT }, (_, i) => inFlight.hold(-1 - i, 'new'));
    try {
      expect(await whileSending('POST', '/api/profiles', cookie)).toEqual({
        status: 503,
        body: { error: profileErrors.manySaving },
      });
    } finally {
      for (const release of places) release();
    }
    expect(
      (await t.http().post('/api/profiles').set('Cookie', cookie).send(profileBody())).status,
    ).toBe(201);
  });
});
