import { PROFILE_REQUEST_MAX_BYTES } from '@reunion/contracts';
import { Controller, Get, Module } from '@nestjs/common';
import { signUp } from '../../test/support/accounts.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

/** A handler with a bug, to see what leaves the server when one throws. */
@Controller('api/test-errors')
class FaultyController {
  @Get('crash')
  crash(): never {
    throw new Error('internal detail: connection string postgres://secret@db');
  }
}

@Module({ controllers: [FaultyController] })
class FaultyModule {}

describe('API errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Silent: the deliberate crash below would print its (server-side) stack trace.
    t = await startTestApp({}, { imports: [FaultyModule], logger: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers malformed JSON with 400 and a JSON error', async () => {
    const response = await t
      .http()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"username": "a", ');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ error: 'Malformed JSON in the request body.' });
  });

  it('answers a profile body over its limit (three 5 MB photos and the text) with 413', async () => {
    const big = JSON.stringify({ firstName: 'a', photos: ['x'.repeat(PROFILE_REQUEST_MAX_BYTES)] });
    const { browser } = await signUp(t, 'large-body@example.com');
    const response = await browser
      .post('/api/profiles')
      .set('Content-Type', 'application/json')
      .send(big);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'The request is too large.' });
  });

  it('reads profile bodies of several megabytes (profile photos come as data URLs)', async () => {
    const { browser } = await signUp(t, 'several-mb@example.com');
    const response = await browser
      .post('/api/profiles')
      .send({ firstName: 'a', photos: ['x'.repeat(6 * 1024 * 1024)] });
    // Past the parser: refused by the schema (no last name, no country), not for its size.
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/^Invalid input/);
  });

  it('answers a sign-in body over 16 KB with 413: only profile bodies may be large', async () => {
    const response = await t
      .http()
      .post('/api/login')
      .send({ username: 'a', password: 'x'.repeat(20 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'The request is too large.' });
  });

  it('answers a body that is not JSON with 400 naming what is missing', async () => {
    const response = await t
      .http()
      .post('/api/login')
      .set('Content-Type', 'text/plain')
      .send('username=a&password=b');
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/^Invalid input/);
  });

  it('answers unknown API routes with 404 JSON, whatever the method or Accept header', async () => {
    for (const call of [
      t.http().get('/api/nothing-here'),
      t.http().post('/api/nothing-here'),
      t.http().get('/api/x').set('Accept', 'text/html'),
    ]) {
      const response = await call;
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: expect.any(String) });
    }
  });

  it('answers a failure inside the server with 500 and no details or stack trace', async () => {
    const response = await t.http().get('/api/test-errors/crash');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: 'Something went wrong. Please try again.' });
    expect(response.text).not.toMatch(/secret|at .*\.ts|stack/);
  });
});
