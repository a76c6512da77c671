import { healthCheckSchema } from '@reunion/contracts';
import pg from 'pg';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers live and ready while the database is up', async () => {
    const live = await t.http().get('/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok', info: {}, error: {}, details: {} });
    const ready = await t.http().get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ok',
      info: { database: { status: 'up', responseTime: expect.any(Number) } },
      error: {},
      details: { database: { status: 'up', responseTime: expect.any(Number) } },
    });
    // The answers are the shape the route table (and so /api/openapi.json) promises.
    expect(healthCheckSchema.safeParse(live.body).success).toBe(true);
    expect(healthCheckSchema.safeParse(ready.body).success).toBe(true);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers ready with 503 once the database is gone, and stays live', async () => {
    // Dropping the database cuts the app's connections, as a database outage would.
    const admin = new URL(t.database.url);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`DROP DATABASE "${t.database.name}" WITH (FORCE)`);
    await client.end();

    const started = Date.now();
    const ready = await t.http().get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ error: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await t.http().get('/health/live')).status).toBe(200);
  });
});
