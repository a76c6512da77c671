import { signUp, signUpClassAccount, TEST_PASSWORD } from '../../test/support/accounts.js';
import { sessionCookie } from '../../test/support/cookies.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { answerWhileSending } from '../../test/support/still-sending.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { profileErrors } from './profiles.messages.js';

// Every save makes each classmate's next directory read rebuild the list (and its ETag change),
// so a member looping saves of their own profile kept the whole class's directory cold.
describe('RATE_LIMIT_PROFILE_SAVES_PER_ACCOUNT', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PROFILE_SAVES_PER_ACCOUNT: '3', CLASS_ACCOUNT: 'MBA05J' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes so many saves of a profile an hour from a member, then 429 writing nothing', async () => {
    const busy = await signUp(t, 'busy@example.com');
    const created = await busy.browser.post('/api/profiles').send(profileBody());
    expect(created.status).toBe(201);
    const save = (lastName: string) =>
      busy.browser.patch(`/api/profiles/${created.body.id}`).send(profileBody({ lastName }));
    for (const lastName of ['First', 'Second', 'Third'])
      expect((await save(lastName)).status).toBe(200);
    const refused = await save('Fourth');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: profileErrors.tooManySaves });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await busy.browser.get(`/api/profiles/${created.body.id}`)).body.lastName).toBe(
      'Third',
    );
    // Refused before its body (up to 21 MB of photos) is read and parsed.
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    const login = await t.http().post('/api/login').send({
      username: 'busy@example.com',
      password: TEST_PASSWORD,
    });
    expect(
      await answerWhileSending(t, {
        method: 'PATCH',
        path: `/api/profiles/${created.body.id}`,
        cookie: sessionCookie(login),
        contentType: 'application/json',
        start: Buffer.from('{"photos":["data:image/jpeg;base64,'),
      }),
    ).toEqual({ status: 429, body: { error: profileErrors.tooManySaves } });

    // The class account's saves of this profile are counted apart from its owner's.
    const classAccount = await signUpClassAccount(t);
    const organiserSave = await classAccount.browser
      .patch(`/api/profiles/${created.body.id}`)
      .send(profileBody({ lastName: 'By the organisers' }));
    expect(organiserSave.status).toBe(200);

    // Another member's saves are their own.
    const other = await signUp(t, 'other@example.com');
    expect((await other.browser.post('/api/profiles').send(profileBody())).status).toBe(201);
  });
});
