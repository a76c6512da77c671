import net from 'node:net';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.js';
import { boundedPoolOptions } from './bounded-pool.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

/**
 * A TCP relay on loopback in front of the real PostgreSQL. `silenceOpenConnections()` stops
 * forwarding on the connections already open, for good, and leaves new ones working: what a
 * connection silently lost to a failover or a firewall looks like to the client.
 */
async function startRelay(target: URL) {
  const open = new Set<{ client: net.Socket; server: net.Socket }>();
  const relay = net.createServer((client) => {
    const server = net.connect(Number(target.port), target.hostname);
    const pair = { client, server };
    open.add(pair);
    client.pipe(server);
    server.pipe(client);
    const close = () => {
      open.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', close).on('close', close);
    server.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    silenceOpenConnections() {
      for (const { client, server } of open) {
        client.unpipe(server);
        server.unpipe(client);
        client.pause();
        server.pause();
      }
    },
    async close() {
      for (const { client, server } of open) {
        client.destroy();
        server.destroy();
      }
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}

describe('boundedPoolOptions, on a real PostgreSQL', () => {
  const TIMEOUT_MS = 400;
  let database: TestDatabase;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    relay = await startRelay(new URL(database.url));
  });
  beforeEach(() => {
    pool = new pg.Pool({ connectionString: relay.url, max: 1, ...boundedPoolOptions(TIMEOUT_MS) });
    pool.on('error', () => undefined);
  });
  afterEach(async () => {
    await pool.end();
  });
  afterAll(async () => {
    await relay?.close();
    await database?.drop();
  });

  it('has PostgreSQL cancel a statement that runs too long, keeping the connection', async () => {
    const started = Date.now();
    const error: unknown = await pool.query('SELECT pg_sleep(5)').catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 500);
    expect(error).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('gives up on a connection that no longer answers, and does not hand it out again', async () => {
    // Checked out and released without an error, as TypeORM does.
    const warm = await pool.connect();
    await warm.query('SELECT 1');
    warm.release();

    relay.silenceOpenConnections();
    const client = await pool.connect();
    const started = Date.now();
    const error: unknown = await client.query('SELECT 1').catch((e: unknown) => e);
    client.release();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 500);
    expect(error).toMatchObject({ message: 'Query read timeout' });
    expect(isDatabaseUnavailable(error)).toBe(true);

    // The next statement gets a new connection, and an answer at once, instead of the silent
    // one and another timeout.
    const next = Date.now();
    expect((await pool.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    expect(Date.now() - next).toBeLessThan(TIMEOUT_MS);
  });

  it('gives up waiting for a connection from a full pool', async () => {
    const busy = await pool.connect();
    try {
      const started = Date.now();
      const error: unknown = await pool.connect().catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 500);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      busy.release();
    }
  });
});
