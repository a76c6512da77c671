import pg from 'pg';
import { signUp } from '../../test/support/accounts.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { SessionStore } from '../auth/session/session-store.js';
import { preparedStatement, runPrepared, typeormPool } from './prepared-statement.js';

/** The statements prepared on any of the pool's connections, asked of each of them. */
async function preparedOn(pool: pg.Pool): Promise<Set<string>> {
  // Every connection back in the pool first, so none is missed for being busy elsewhere.
  for (const deadline = Date.now() + 2_000; pool.idleCount < pool.totalCount;) {
    if (Date.now() > deadline) throw new Error('a connection stayed busy');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    const names = await Promise.all(
      clients.map(async (client) => {
        const { rows } = await client.query<{ name: string }>(
          'SELECT name FROM pg_prepared_statements',
        );
        return rows.map((row) => row.name);
      }),
    );
    return new Set(names.flat());
  } finally {
    for (const client of clients) client.release();
  }
}

describe('prepared statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a second text under a name, and takes the same text again', () => {
    expect(preparedStatement('spec-one-text', 'SELECT 1')).toEqual({
      name: 'spec-one-text',
      text: 'SELECT 1',
    });
    expect(() => preparedStatement('spec-one-text', 'SELECT 1')).not.toThrow();
    expect(() => preparedStatement('spec-one-text', 'SELECT 2')).toThrow(/another text/);
  });

  it('runs under its name, with its values', async () => {
    const statement = preparedStatement('spec-add-one', 'SELECT $1::int + 1 AS sum');
    const pool = typeormPool(t.dataSource);
    expect(await runPrepared(pool, statement, [41])).toEqual([{ sum: 42 }]);
    expect(await runPrepared(pool, statement, [1])).toEqual([{ sum: 2 }]);
    expect(await preparedOn(pool)).toContain('spec-add-one');
  });

  it('keeps a connection after a failed run, and runs a stale statement again on a fresh one', async () => {
    const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 2 });
    const pid = preparedStatement('spec-pid', 'SELECT pg_backend_pid() AS pid');
    const read = preparedStatement(
      'spec-stale',
      'SELECT v, pg_backend_pid() AS pid FROM spec_stale',
    );
    const divide = preparedStatement('spec-divide', 'SELECT 1 / $1::int AS quotient');
    try {
      await t.dataSource.query('CREATE TABLE spec_stale (v int)');
      await t.dataSource.query('INSERT INTO spec_stale VALUES (7)');
      // Both connections open and both prepare the read (two runs at once take one each).
      const before = await Promise.all([runPrepared(pool, read), runPrepared(pool, read)]);
      expect(before.map(([row]) => row?.v)).toEqual([7, 7]);
      const pids = new Set(before.map(([row]) => row?.pid));
      expect(pids.size).toBe(2);

      // An error of the statement's own (here division by zero; a time limit's cancel alike).
      await expect(runPrepared(pool, divide, [0])).rejects.toMatchObject({
        message: expect.stringMatching(/^spec-divide: .*\(22012\)$/),
        cause: { code: '22012' },
      });
      // An unsupported feature shares stale plans' SQLSTATE (0A000), but no retry mends it.
      const unsupported = preparedStatement(
        'spec-unsupported',
        'SELECT count(*) FROM spec_stale FOR UPDATE',
      );
      await expect(runPrepared(pool, unsupported)).rejects.toMatchObject({
        cause: { code: '0A000' },
      });
      const [{ pid: still } = { pid: 0 }] = await runPrepared<{ pid: number }>(pool, pid);
      expect(pids).toContain(still);

      // A migration changes a type the prepared read returns: both connections hold it stale,
      // and the read still answers, from a connection that prepares it afresh.
      await t.dataSource.query('ALTER TABLE spec_stale ALTER v TYPE text');
      const [after] = await runPrepared<{ v: string; pid: number }>(pool, read);
      expect(after?.v).toBe('7');
      expect(pids).not.toContain(after?.pid);
      expect(pool.totalCount).toBeLessThanOrEqual(2);
    } finally {
      await pool.end();
      await t.dataSource.query('DROP TABLE IF EXISTS spec_stale');
    }
  });

  it("prepares a member's reads: session and user, a profile, the directory's fingerprint", async () => {
    const { browser } = await signUp(t, 'prepared-reads@example.com');
    const created = await browser.post('/api/profiles').send(profileBody());
    expect(created.status).toBe(201);
    expect((await browser.get(`/api/profiles/${created.body.id}`)).status).toBe(200);
    expect((await browser.get('/api/directory')).status).toBe(200);

    expect(await preparedOn(t.app.get(SessionStore).pool)).toContain('session-and-user');
    const onTypeorm = await preparedOn(typeormPool(t.dataSource));
    expect(onTypeorm).toContain('profile-by-id');
    expect(onTypeorm).toContain('directory-version');
  });
});
