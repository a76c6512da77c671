import pg from 'pg';
import { signUp, TEST_PASSWORD } from '../../../test/support/accounts.js';
import { sessionSetCookie } from '../../../test/support/cookies.js';
import { writeFiles } from '../../../test/support/static-root.js';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../../test/support/test-app.js';
import { NOT_SIGNED_IN_MESSAGE } from '../guards/signed-in.guard.js';
import { SESSION_MAX_AGE_MS, SESSIONS_PER_MEMBER } from './session-data.js';

/**
 * The session's lifetime: SESSION_MAX_AGE_MS from sign-in, whatever the activity, and no
 * database write on the requests in between (the store's touch is off for speed, issue 9).
 */
describe('session store', () => {
  let t: TestApp;
  /**
   * Every statement the app's pg clients send, passed through. Watched from before the app
   * starts: its clients take their `query` when they are made (TimeoutDroppingClient).
   */
  const sent = jest.spyOn(pg.Client.prototype, 'query');

  beforeAll(async () => {
    t = await startTestApp();
    // A shell to load pages from: a page load reads the visitor's session and user too.
    writeFiles(t.config.staticRoot, {
      'shell/dist/index.html': '<!doctype html><div id="root"></div>',
    });
  });
  afterAll(async () => {
    await t?.close();
    sent.mockRestore();
  });

  async function sessionRows(): Promise<{ sid: string; expire: Date }[]> {
    // `expire` is a timestamp without time zone in the connection's zone: back to an instant.
    const rows: { sid: string; expire_ms: string }[] = await t.dataSource.query(
      `SELECT sid, (extract(epoch FROM expire::timestamptz) * 1000)::bigint::text AS expire_ms FROM "session"`,
    );
    return rows.map((row) => ({ sid: row.sid, expire: new Date(Number(row.expire_ms)) }));
  }

  it('ends the row when the cookie ends, and signed-in requests do not move it', async () => {
    const browser = t.browser();
    const registered = await browser.post('/api/register').send({
      email: 'lifetime@example.com',
      password: 'secret-1',
      classPassword: TEST_CLASS_PASSWORD,
    });
    expect(registered.status).toBe(201);
    const cookieExpires = /Expires=([^;]+)/i.exec(sessionSetCookie(registered) ?? '')?.[1];
    expect(cookieExpires).toBeDefined();
    const cookieEnd = new Date(cookieExpires as string).getTime();
    // The cookie says sign-in + SESSION_MAX_AGE_MS (to the second, as Expires is written).
    expect(Math.abs(cookieEnd - (Date.now() + SESSION_MAX_AGE_MS))).toBeLessThan(10_000);

    const [before] = await sessionRows();
    expect(before).toBeDefined();
    expect(Math.abs((before?.expire.getTime() ?? 0) - cookieEnd)).toBeLessThan(2_000);

    // Later signed-in requests: answered, and the row is left exactly as it was.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (let i = 0; i < 3; i++) expect((await browser.get('/api/user')).status).toBe(200);
    const after = await sessionRows();
    expect(after).toEqual([before]);
  });

  it('refuses a session whose row has expired, with 401 and the JSON error', async () => {
    const { browser } = await signUp(t, 'expired@example.com');
    expect((await browser.get('/api/user')).status).toBe(200);
    await t.dataSource.query(`UPDATE "session" SET expire = now() - interval '1 second'`);
    const response = await browser.get('/api/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: NOT_SIGNED_IN_MESSAGE });
  });

  /** The SQL of every statement any pg client of the app sends while `act` runs. */
  async function statementsDuring(act: () => Promise<unknown>): Promise<string[]> {
    sent.mockClear();
    await act();
    return sent.mock.calls.map(([query]) =>
      typeof query === 'string' ? query : String((query as { text?: string }).text),
    );
  }

  it.each([
    ['an API call', '/api/user', 'application/json'],
    ['a page load', '/', 'text/html'],
  ])(
    "reads %s's session and its user in one statement, and the user nowhere else",
    async (_kind, path, accept) => {
      const { browser } = await signUp(t, `one-read-${path.length}@example.com`);
      const statements = await statementsDuring(async () => {
        expect((await browser.get(path).set('Accept', accept)).status).toBe(200);
      });
      const reads = statements.filter((sql) => /"session"/.test(sql));
      expect(reads).toHaveLength(1);
      expect(statements.filter((sql) => /"users"/.test(sql))).toEqual(reads);
    },
  );

  it('refuses a session whose user id is not a plain id, with 401 and no error', async () => {
    const { browser } = await signUp(t, 'odd-id@example.com');
    for (const user of ['1e99', '-1', '"1; DROP TABLE users"', '99999999999']) {
      await t.dataSource.query(
        `UPDATE "session" SET "sess" = jsonb_set("sess"::jsonb, '{passport,user}', $1::jsonb)::json`,
        [user],
      );
      const response = await browser.get('/api/user');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: NOT_SIGNED_IN_MESSAGE });
    }
  });

  it(`keeps a member signed in on their newest ${SESSIONS_PER_MEMBER} devices: one more signs the oldest out`, async () => {
    const email = 'many-devices@example.com';
    const first = await signUp(t, email);
    const devices = [first.browser];
    for (let i = 1; i <= SESSIONS_PER_MEMBER; i++) {
      const device = t.browser();
      const login = await device
        .post('/api/login')
        .send({ username: email, password: TEST_PASSWORD });
      expect(login.status).toBe(200);
      devices.push(device);
    }
    // The oldest device is signed out with the usual answer; the newest ten stay signed in.
    const first401 = await devices[0]!.get('/api/user');
    expect(first401.status).toBe(401);
    expect(first401.body).toEqual({ error: NOT_SIGNED_IN_MESSAGE });
    for (const device of devices.slice(1)) expect((await device.get('/api/user')).status).toBe(200);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM "session" WHERE "sess" #>> '{passport,user}' = $1`,
      [String(first.id)],
    );
    expect(count).toBe(SESSIONS_PER_MEMBER);
    // Another member's sign-in counts only their own sessions.
    const classmate = await signUp(t, 'one-device@example.com');
    expect((await classmate.browser.get('/api/user')).status).toBe(200);
    for (const device of devices.slice(1)) expect((await device.get('/api/user')).status).toBe(200);
  });

  it("keeps the sign-in just made, and signs the oldest out by its cookie's end when the rows' whole-second times tie", async () => {
    const email = 'same-second@example.com';
    const first = await signUp(t, email);
    const signInOnNewDevice = async () => {
      const device = t.browser();
      const login = await device
        .post('/api/login')
        .send({ username: email, password: TEST_PASSWORD });
      expect(login.status).toBe(200);
      return device;
    };
    const devices = [first.browser];
    for (let i = 1; i < SESSIONS_PER_MEMBER; i++) devices.push(await signInOnNewDevice());
    // Sign-ins within one second share a row's `expire` (whole seconds); here they share one
    // later than the next sign-in's, so no order can come from it.
    await t.dataSource.query(
      `UPDATE "session" SET "expire" = now() + interval '31 days' WHERE "sess" #>> '{passport,user}' = $1`,
      [String(first.id)],
    );
    devices.push(await signInOnNewDevice());
    const signedIn = [];
    for (const device of devices) signedIn.push((await device.get('/api/user')).status === 200);
    expect(signedIn).toEqual([false, ...Array(SESSIONS_PER_MEMBER).fill(true)]);
  });
});
