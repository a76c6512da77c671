import { signUp, TEST_PASSWORD } from '../../../test/support/accounts.js';
import { startTestApp, type TestApp } from '../../../test/support/test-app.js';
import { SessionsHeldByPassport1751000000110 } from '../../database/migrations/1751000000110-sessions-held-by-passport.js';

describe('sign-in through passport (local strategy, session serializer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps only the user id in the session row, where passport puts it', async () => {
    const member = await signUp(t, 'row@example.com');
    const login = await t.browser().post('/api/login').send({
      username: 'row@example.com',
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(200);
    const rows: { sess: Record<string, unknown> }[] = await t.dataSource.query(
      `SELECT "sess" FROM "session" WHERE ("sess"->'passport'->>'user')::int = $1`,
      [member.id],
    );
    expect(rows).toHaveLength(2);
    for (const { sess } of rows) expect(Object.keys(sess).sort()).toEqual(['cookie', 'passport']);
  });

  it('signs in on each app with its own passport: another app started and closed in the same process changes nothing', async () => {
    const member = await signUp(t, 'replica@example.com');
    const replica = await startTestApp({}, { database: t.database });
    // The session is in the shared store: the replica knows the member too.
    const cookie = (
      await t.http().post('/api/login').send({ username: member.email, password: TEST_PASSWORD })
    ).headers['set-cookie'] as unknown as string[];
    expect((await replica.http().get('/api/user').set('Cookie', cookie)).body.id).toBe(member.id);
    await replica.close();
    // With one process-wide passport, the closed replica's serializer would answer here.
    expect((await t.http().get('/api/user').set('Cookie', cookie)).body.id).toBe(member.id);
    const again = await t.browser().post('/api/login').send({
      username: member.email,
      password: TEST_PASSWORD,
    });
    expect(again.status).toBe(200);
  });

  it('gives a new session id at sign-in, so one planted before is worth nothing (fixation)', async () => {
    const first = await signUp(t, 'planted@example.com');
    await signUp(t, 'victim@example.com');
    const sid = async () =>
      (await t.dataSource.query(`SELECT "sid" FROM "session"`)).map((r: { sid: string }) => r.sid);
    const before = await sid();
    const login = await first.browser
      .post('/api/login')
      .send({ username: 'victim@example.com', password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const after = await sid();
    // The planted session is gone, and exactly one new one exists.
    expect(after.filter((id: string) => !before.includes(id))).toHaveLength(1);
    expect(before.filter((id: string) => !after.includes(id))).toHaveLength(1);
    expect((await first.browser.get('/api/user')).body.email).toBe('victim@example.com');
  });

  it('carries sessions started before passport over to its shape (migration)', async () => {
    const member = await signUp(t, 'old-shape@example.com');
    await t.dataSource.query(
      `INSERT INTO "session" ("sid", "sess", "expire") VALUES ('old-shape', $1, now() + interval '1 day')`,
      [JSON.stringify({ cookie: { path: '/' }, userId: member.id })],
    );
    const runner = t.dataSource.createQueryRunner();
    try {
      await new SessionsHeldByPassport1751000000110().up(runner);
    } finally {
      await runner.release();
    }
    const [row] = await t.dataSource.query(
      `SELECT "sess" FROM "session" WHERE "sid" = 'old-shape'`,
    );
    expect(row.sess).toEqual({ cookie: { path: '/' }, passport: { user: member.id } });
  });
});
