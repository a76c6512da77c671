import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Controller, HttpCode, Logger, Module, Post } from '@nestjs/common';
import { startTestApp, TEST_CLASS_PASSWORD, type TestApp } from '../../test/support/test-app.js';
import { sessionCookie } from '../../test/support/cookies.js';
import { JsonBody } from '../request-bodies/request-bodies.js';
import { createAppLog, type AppLog } from './app-log.js';
import { loggableUrl, REDACTED, redactSecrets } from './log-redaction.js';
import { PinoNestLogger } from './nest-logger.js';
import { requestIdFor } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A log writing its JSON lines into an array, as the process's log writes them to stdout. */
function memoryLog(): { log: AppLog; lines: string[]; entries: () => Record<string, unknown>[] } {
  const lines: string[] = [];
  const log = createAppLog({ destination: { write: (line: string) => lines.push(line) } });
  return {
    log,
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('redactSecrets', () => {
  it('blanks every secret-looking key at any depth and keeps the rest', () => {
    const error = new Error('boom');
    expect(
      redactSecrets({
        user: 'ada',
        password: 'p1',
        body: { newPassword: 'p2', classPassword: 'p3', nested: [{ token: 't', id: 7 }] },
        token_hash: 'h1',
        passwordHash: 'h2',
        headers: { cookie: 'c', 'set-cookie': ['s'], authorization: 'Bearer x', accept: '*/*' },
        SESSION_SECRET: 's3',
        err: error,
      }),
    ).toEqual({
      user: 'ada',
      password: REDACTED,
      body: {
        newPassword: REDACTED,
        classPassword: REDACTED,
        nested: [{ token: REDACTED, id: 7 }],
      },
      token_hash: REDACTED,
      passwordHash: REDACTED,
      headers: { cookie: REDACTED, 'set-cookie': REDACTED, authorization: REDACTED, accept: '*/*' },
      SESSION_SECRET: REDACTED,
      err: error,
    });
  });

  it('cuts circular values instead of looping', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(JSON.stringify(redactSecrets(loop))).toContain('[Too deep]');
  });
});

describe('loggableUrl', () => {
  it.each([
    ['/api/verify-reset-token?token=abc', `/api/verify-reset-token?token=${REDACTED}`],
    [
      '/auth/redirect-reset?token=abc&email=ana%40example.com',
      `/auth/redirect-reset?token=${REDACTED}&email=${REDACTED}`,
    ],
    ['/api/photos?limit=20&before=99', '/api/photos?limit=20&before=99'],
    ['/x?reset%5Ftoken=abc&flag', `/x?reset%5Ftoken=${REDACTED}&flag`],
    ['/x?%E0%A4%A=1', '/x?%E0%A4%A=1'],
    ['/api/user', '/api/user'],
    // The confirmation link's "Sign in" (contracts' signInAddress): its token, one level down.
    [
      '/auth?from=%2Fauth%2Fconfirm-email%3Ftoken%3Dabc',
      `/auth?from=${encodeURIComponent(`/auth/confirm-email?token=${REDACTED}`)}`,
    ],
    ['/auth?from=%2Fprofile%2F3', '/auth?from=%2Fprofile%2F3'],
  ])('%s → %s', (url, expected) => {
    expect(loggableUrl(url)).toBe(expected);
  });

  it('cuts a huge address', () => {
    expect(loggableUrl(`/x?q=${'a'.repeat(10_000)}`)).toHaveLength(512);
  });
});

describe('requestIdFor', () => {
  it('keeps a sane id from the proxy', () => {
    for (const id of ['abc-123', '0f3a9c2e7b4d4e8f9a1b2c3d4e5f6a7b', 'a.b:c_d', 'x'.repeat(64)])
      expect(requestIdFor(id)).toBe(id);
  });

  it('replaces anything else with a new random id', () => {
    for (const id of [
      undefined,
      '',
      'two words',
      'line\nbreak',
      '"quoted"',
      '-leading-dash',
      'x'.repeat(65),
      ['a', 'b'],
    ]) {
      expect(requestIdFor(id)).toMatch(UUID);
    }
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});

describe('PinoNestLogger', () => {
  it("writes Nest's messages as JSON with their context, stack and fields, secrets blanked", () => {
    const { log, entries } = memoryLog();
    const logger = new PinoNestLogger(log);
    logger.log('started', 'Main');
    logger.error('failed', 'Error: failed\n    at x (y.js:1:2)', 'Filter');
    logger.error('no stack', undefined, 'Filter');
    logger.warn({ msg: 'with fields', reqId: 'r1', password: 'hunter2' }, 'Auth');
    logger.verbose('details');
    expect(entries()).toEqual([
      expect.objectContaining({ level: 'info', msg: 'started', context: 'Main' }),
      expect.objectContaining({
        level: 'error',
        msg: 'failed',
        context: 'Filter',
        stack: expect.stringContaining('at x'),
      }),
      expect.objectContaining({ level: 'error', msg: 'no stack', context: 'Filter' }),
      expect.objectContaining({
        level: 'warn',
        msg: 'with fields',
        reqId: 'r1',
        password: REDACTED,
      }),
    ]);
    expect(entries()[0]).toEqual(expect.objectContaining({ time: expect.any(String) }));
  });
});

/** Logs inside a JSON request, after the body parser: the line must carry the request's id. */
@Controller('api/log-probe')
class LogProbeController {
  private readonly logger = new Logger('LogProbe');

  @Post()
  @HttpCode(200)
  async probe(@JsonBody() body: { note: string }): Promise<{ ok: true }> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.logger.log(`probe: ${body.note}`);
    return { ok: true };
  }

  @Post('fail')
  fail(): never {
    throw new Error('probe failure');
  }
}

@Module({ controllers: [LogProbeController] })
class LogProbeModule {}

describe('request logging (API)', () => {
  let t: TestApp;
  const captured = memoryLog();

  beforeAll(async () => {
    t = await startTestApp({}, { log: captured.log, imports: [LogProbeModule] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const accessLine = (reqId: string) =>
    captured.entries().find((entry) => entry.reqId === reqId && typeof entry.status === 'number');

  it('gives every answer an X-Request-Id and one access line with it', async () => {
    for (const path of ['/api/remotes', '/api/nothing', '/missing.js']) {
      const response = await t.http().get(path);
      const reqId = response.headers['x-request-id'] as string;
      expect(reqId).toMatch(UUID);
      const line = accessLine(reqId);
      expect(line).toMatchObject({ method: 'GET', url: path, status: response.status });
      expect(line?.ms).toEqual(expect.any(Number));
    }
    // Probes are logged at debug level, below the default: they get an id but no line.
    const probe = await t.http().get('/health/live');
    expect(probe.headers['x-request-id']).toMatch(UUID);
    const shown = captured.entries().filter((entry) => typeof entry.status === 'number');
    expect(shown.map((entry) => entry.url)).toEqual([
      '/api/remotes',
      '/api/nothing',
      '/missing.js',
    ]);
  });

  it('honours a sane incoming X-Request-Id and replaces an unsafe one', async () => {
    const kept = await t.http().get('/api/remotes').set('X-Request-Id', 'proxy-id-42');
    expect(kept.headers['x-request-id']).toBe('proxy-id-42');
    expect(accessLine('proxy-id-42')).toMatchObject({ status: 200 });

    const forged = await t.http().get('/api/remotes').set('X-Request-Id', 'a"b,"level":"fatal');
    expect(forged.headers['x-request-id']).toMatch(UUID);
    expect(captured.lines.join('\n')).not.toContain('"level":"fatal');
  });

  it("carries the request's id into what the handler logs after the body was parsed", async () => {
    // Sent in two parts with a pause between: the parser then resumes from a socket event
    // (raw-body binds its callback to the request's async context).
    const note = `hello ${'x'.repeat(10_000)}`;
    const body = JSON.stringify({ note });
    if (!t.server.listening)
      await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    const { status, reqId } = await new Promise<{ status: number; reqId: string }>(
      (resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port: (t.server.address() as AddressInfo).port,
            method: 'POST',
            path: '/api/log-probe',
            headers: { 'content-type': 'application/json', 'content-length': body.length },
          },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                reqId: String(response.headers['x-request-id']),
              }),
            );
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, 5_000));
        setTimeout(() => request.end(body.slice(5_000)), 100);
      },
    );
    expect(status).toBe(200);
    expect(captured.entries()).toContainEqual(
      expect.objectContaining({ msg: `probe: ${note}`, context: 'LogProbe', reqId }),
    );
  });

  it('logs a bug with its stack and the request id, and its access line as an error', async () => {
    const response = await t.http().post('/api/log-probe/fail').send({});
    expect(response.status).toBe(500);
    const reqId = response.headers['x-request-id'] as string;
    expect(captured.entries()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'probe failure',
        reqId,
        stack: expect.stringContaining('probe failure'),
      }),
    );
    expect(accessLine(reqId)).toMatchObject({ level: 'error', status: 500 });
  });

  it('logs who signed in, but never the password, the cookie or the token in the query', async () => {
    const email = 'logged@example.com';
    const password = 'correct horse battery staple';
    const registered = await t
      .http()
      .post('/api/register')
      .send({ email, password, classPassword: TEST_CLASS_PASSWORD });
    expect(registered.status).toBe(201);
    const cookie = sessionCookie(registered);
    const wrong = await t.http().post('/api/login').send({ username: email, password: 'not-it' });
    expect(wrong.status).toBe(401);
    const me = await t.http().get('/api/user').set('Cookie', cookie);
    expect(me.status).toBe(200);
    await t.http().get('/api/verify-reset-token?token=secret-token-value');

    expect(accessLine(registered.headers['x-request-id'] as string)).toMatchObject({
      method: 'POST',
      url: '/api/register',
      status: 201,
    });
    expect(accessLine(me.headers['x-request-id'] as string)).toMatchObject({
      userId: registered.body.id,
    });
    const all = captured.lines.join('\n');
    const cookieValue = cookie.split('=')[1] as string;
    const sessionId = /^s:([^.]+)\./.exec(decodeURIComponent(cookieValue))?.[1] as string;
    expect(sessionId).toBeTruthy();
    for (const secret of [
      password,
      'not-it',
      TEST_CLASS_PASSWORD,
      cookieValue,
      sessionId,
      'secret-token-value',
    ])
      expect(all).not.toContain(secret);
    expect(all).toContain(`/api/verify-reset-token?token=${REDACTED}`);
  });
});
