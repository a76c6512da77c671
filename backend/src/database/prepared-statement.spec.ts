import type pg from 'pg';
import { signUp } from '../../test/support/accounts.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { SessionStore } from '../auth/session/session-store.js';
import { preparedStatement, runPrepared, typeormPool } from './prepared-statement.js';

/** The statements prepared on any of the pool's connections, asked of each of them. */
async function preparedOn(pool: pg.Pool): Promise<Set<string>> {
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
