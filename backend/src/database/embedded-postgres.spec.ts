import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';
import { freePort } from './free-port.js';
import { isAlive, readPostmasterLock } from './leftover-postgres.js';

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  let dataDir: string;
  const started: EmbeddedPostgres[] = [];

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-embedded-pg-'));
    fs.chmodSync(dataDir, 0o755);
  });
  afterAll(async () => {
    for (const server of started) await server.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a UTF-8 cluster on first start, without taking over the process signals', async () => {
    const sigtermListeners = process.listenerCount('SIGTERM');
    const server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    started.push(server);
    expect(process.listenerCount('SIGTERM')).toBe(sigtermListeners);
    expect(process.listenerCount('beforeExit')).toBe(0);

    const [row] = await query<{ server_encoding: string }>(server.url, 'SHOW server_encoding');
    expect(row?.server_encoding).toBe('UTF8');
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o755);
    expect(server.url).toMatch(/^postgresql:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/reunion$/);
    await query(
      server.url,
      'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)',
    );
  });

  it('comes back after a run that was killed and left its postgres running', async () => {
    const leftover = readPostmasterLock(path.join(dataDir, 'pg'));
    expect(leftover && isAlive(leftover.pid)).toBe(true);

    // As after a SIGKILL of node: the first server is never stopped; a new run takes over.
    const server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    started.push(server);
    expect(isAlive(leftover?.pid ?? -1)).toBe(false);
    expect(await query<{ value: string }>(server.url, 'SELECT value FROM kept')).toEqual([
      { value: 'still here' },
    ]);
  });

  it('stops cleanly, leaving no lock behind, and starts again', async () => {
    const server = started.pop();
    await server?.stop();
    expect(readPostmasterLock(path.join(dataDir, 'pg'))).toBeUndefined();

    const again = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    started.push(again);
    expect(await query<{ value: string }>(again.url, 'SELECT value FROM kept')).toEqual([
      { value: 'still here' },
    ]);
  });

  it('refuses a requested port that another program holds, naming EMBEDDED_PG_PORT', async () => {
    const taken = started[started.length - 1]?.port ?? 1;
    await expect(
      startEmbeddedPostgres({ dataDir: path.join(dataDir, 'other'), port: taken }),
    ).rejects.toThrow(/EMBEDDED_PG_PORT/);
  });

  it('abandon() has PostgreSQL stop on its own, cleanly, for a process about to exit', async () => {
    const server = started.pop();
    const pid = readPostmasterLock(path.join(dataDir, 'pg'))?.pid ?? -1;
    expect(isAlive(pid)).toBe(true);
    server?.abandon();
    // Bounded: a fast shutdown takes well under a second here.
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    expect(isAlive(pid)).toBe(false);
    expect(readPostmasterLock(path.join(dataDir, 'pg'))).toBeUndefined();
  });
});
