import pg from 'pg';
import { outboxMails } from '../../test/support/mailbox.js';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../test/support/test-app.js';

const LIMITS = {
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
  RATE_LIMIT_LOGIN_PER_IP: '7',
  RATE_LIMIT_REGISTER_PER_IP: '2',
  RATE_LIMIT_RESET_PER_EMAIL: '2',
  RATE_LIMIT_RESET_PER_IP: '4',
};

function expectTooMany(
  response: { status: number; headers: Record<string, string>; body: unknown },
  maxSeconds: number,
) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: expect.any(String) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('rate limits (429 with Retry-After, counted in PostgreSQL by rate-limiter-flexible)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(LIMITS);
  });
  afterEach(async () => {
    await t?.close();
  });

  const register = (email: string, classPassword = TEST_CLASS_PASSWORD, app = t) =>
    app.http().post('/api/register').send({ email, password: 'right password', classPassword });
  const login = (username: string, password: string, app = t) =>
    app.http().post('/api/login').send({ username, password });

  it('locks sign-in for one IP and name after repeated failures, even with the right password', async () => {
    expect((await register('target@example.com')).status).toBe(201);
    for (let i = 0; i < 3; i++)
      expect((await login('target@example.com', 'wrong')).status).toBe(401);
    expectTooMany(await login('target@example.com', 'wrong'), 15 * 60);
    expectTooMany(await login('target@example.com', 'right password'), 15 * 60);
    // Another spelling of the same account is the same account's budget.
    expectTooMany(await login('TARGET@Example.com', 'right password'), 15 * 60);
    // Six attempts so far (refused ones count too); another name from this IP gets the seventh.
    // (LIMITS here: 3 per account, 7 per IP.)
    expect((await login('other@example.com', 'wrong')).status).toBe(401);
    expectTooMany(await login('other@example.com', 'wrong'), 15 * 60);
    // Past the IP's limit, a name tried writes no counter of its own (the table does not grow
    // with every name an address invents).
    expectTooMany(await login('invented@example.com', 'wrong'), 15 * 60);

    const rows: { key: string; points: number }[] = await t.dataSource.query(
      `SELECT "key", "points" FROM "rate_limit_counters" ORDER BY "key"`,
    );
    expect(rows.map((row) => row.key)).toEqual([
      // An account is counted by its id (whatever name it was typed as), an unknown name by
      // its normal form.
      expect.stringMatching(/^login:ip-account:.*:#\d+$/),
      expect.stringMatching(/^login:ip-account:.*:other@example\.com$/),
      expect.stringMatching(/^login:ip:/),
      expect.stringMatching(/^register:ip:/),
    ]);
  });

  it("counts successful sign-ins against the IP and account's budget, not the IP's", async () => {
    // Each costs a password hash and a session row: looped, they were free.
    expect((await register('regular@example.com')).status).toBe(201);
    for (let i = 0; i < 3; i++)
      expect((await login('regular@example.com', 'right password')).status).toBe(200);
    expectTooMany(await login('regular@example.com', 'right password'), 15 * 60);
    // The IP's budget got the successes back: classmates behind one venue's address sign in.
    expect((await register('classmate@example.com')).status).toBe(201);
    for (let i = 0; i < 3; i++)
      expect((await login('classmate@example.com', 'right password')).status).toBe(200);
  });

  it('answers 401, not 500, for a name whose normal form outgrows the counters', async () => {
    // NFKC makes 'ﷺ' 18 letters: 23 of them are 414, past the key column's 400.
    expect((await login('\uFDFA'.repeat(23), 'whatever')).status).toBe(401);
    expect((await login('ß'.repeat(200), 'whatever')).status).toBe(401);
  });

  it('counts across replicas sharing the database', async () => {
    const replica = await startTestApp(LIMITS, { database: t.database });
    try {
      expect((await register('shared@example.com')).status).toBe(201);
      expect((await login('shared@example.com', 'wrong', t)).status).toBe(401);
      expect((await login('shared@example.com', 'wrong', replica)).status).toBe(401);
      expect((await login('shared@example.com', 'wrong', t)).status).toBe(401);
      expectTooMany(await login('shared@example.com', 'wrong', replica), 15 * 60);
    } finally {
      await replica.close();
    }
  });

  it('lets no more concurrent attempts through than the limit (one atomic upsert each)', async () => {
    expect((await register('rush@example.com')).status).toBe(201);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => login('rush@example.com', 'wrong').then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('fails closed: a counter store slower than DATABASE_TIMEOUT_MS answers 503, never lets the attempt through', async () => {
    const slow = await startTestApp({ ...LIMITS, DATABASE_TIMEOUT_MS: '300' });
    const locker = new pg.Client({ connectionString: slow.database.url });
    await locker.connect();
    try {
      expect((await register('slow@example.com', TEST_CLASS_PASSWORD, slow)).status).toBe(201);
      // Another session holds the counters: every upsert waits on the lock until
      // statement_timeout cancels it, as on an overloaded server.
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE "rate_limit_counters" IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const refused = await login('slow@example.com', 'right password', slow);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(3_000);
      await locker.query('ROLLBACK');
      expect((await login('slow@example.com', 'right password', slow)).status).toBe(200);
    } finally {
      await locker.end();
      await slow.close();
    }
  });

  it('counts every registration per IP, successful ones too, and wrong class passwords', async () => {
    // Right answers at the gate alone are given back: only a new account or a wrong guess counts.
    for (let i = 0; i < 3; i++)
      await t
        .http()
        .post('/api/verify-class-password')
        .send({ classPassword: TEST_CLASS_PASSWORD })
        .expect(200);
    expect((await register('ok@example.com')).status).toBe(201);
    expect((await register('x1@example.com', 'guess 1')).status).toBe(403);
    expectTooMany(await register('x2@example.com', 'guess 2'), 60 * 60);
    expectTooMany(await register('x3@example.com'), 60 * 60);
    // The separate gate check shares the budget, so it is no way around it.
    expectTooMany(
      await t
        .http()
        .post('/api/verify-class-password')
        .send({ classPassword: TEST_CLASS_PASSWORD }),
      60 * 60,
    );
  });

  it('limits reset requests per e-mail and per IP, answering the same whether the account exists or not', async () => {
    const reset = (email: string) => t.http().post('/api/request-password-reset').send({ email });
    expect((await reset('someone@example.com')).status).toBe(200);
    expect((await reset('someone@example.com')).status).toBe(200);
    expectTooMany(await reset('SOMEONE@example.com'), 60 * 60);
    expect((await reset('else@example.com')).status).toBe(200);
    expectTooMany(await reset('third@example.com'), 60 * 60);
  });

  it("counts reset requests for an address per requesting IP: no one can use up a member's", async () => {
    const proxied = await startTestApp({
      ...LIMITS,
      TRUST_PROXY: 'true',
      RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '3',
    });
    try {
      const reset = (ip: string) =>
        proxied
          .http()
          .post('/api/request-password-reset')
          .set('X-Forwarded-For', ip)
          .send({ email: 'member@example.com' });
      // LIMITS: 2 per address (from one IP).
      for (let i = 0; i < 2; i++) expect((await reset('198.51.100.7')).status).toBe(200);
      expectTooMany(await reset('198.51.100.7'), 60 * 60);
      // The member, elsewhere, still asks for their own.
      expect((await reset('203.0.113.20')).status).toBe(200);
      // Every address an attacker holds could ask five an hour; the inbox gets three (the
      // account's mails an hour here), whoever asks, and every answer is the same.
      await proxied.http().post('/api/register').send({
        email: 'member@example.com',
        password: 'right password',
        classPassword: TEST_CLASS_PASSWORD,
      });
      for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
        for (let i = 0; i < 2; i++) expect((await reset(ip)).status).toBe(200);
      const resetMails = () =>
        outboxMails(proxied.config.dataDir).filter((mail) =>
          mail.raw.includes('/auth/redirect-reset'),
        ).length;
      // Mailed after the answers: wait for them, then for any more that would come.
      for (let waited = 0; resetMails() < 3 && waited < 10_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(resetMails()).toBe(3);
    } finally {
      await proxied.close();
    }
  });

  it('counts an IPv6 visitor by its /64, where it can pick any of 2^64 addresses', async () => {
    const proxied = await startTestApp({ ...LIMITS, TRUST_PROXY: 'true' });
    try {
      let sent = 0;
      const from = (address: string) =>
        proxied
          .http()
          .post('/api/request-password-reset')
          .set('X-Forwarded-For', address)
          .send({ email: `v6-${++sent}@example.com` });
      // LIMITS: 4 reset requests per IP. Four addresses of one /64, each a fresh one.
      for (const host of ['::1', '::2', ':a:b:c:d', ':ffff:ffff:ffff:ffff'])
        expect((await from(`2001:db8:0:7${host}`)).status).toBe(200);
      expectTooMany(await from('2001:db8:0:7::5'), 60 * 60);
      // Another network is another visitor; an IPv4 address written as IPv6 is that IPv4 address.
      expect((await from('2001:db8:0:8::1')).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await from('203.0.113.5')).status).toBe(200);
      expectTooMany(await from('::ffff:203.0.113.5'), 60 * 60);
      // What is no address at all shares one budget, however it is spelled.
      for (let i = 0; i < 4; i++) expect((await from(`junk-${i}`)).status).toBe(200);
      expectTooMany(await from('more junk'), 60 * 60);
    } finally {
      await proxied.close();
    }
  });

  it('starts counting afresh once the window has passed', async () => {
    expect((await register('window@example.com')).status).toBe(201);
    for (let i = 0; i < 3; i++) await login('window@example.com', 'wrong');
    expectTooMany(await login('window@example.com', 'wrong'), 15 * 60);
    await t.dataSource.query(`UPDATE "rate_limit_counters" SET "expire" = $1`, [Date.now() - 1000]);
    expect((await login('window@example.com', 'right password')).status).toBe(200);
  });
});
