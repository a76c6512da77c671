import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpDrain, SHUTTING_DOWN_MESSAGE } from './http-drain.js';

/**
 * HttpDrain on a plain node:http server on loopback: the app behind it is a few handlers
 * whose timing the tests control.
 */
interface Answer {
  status: number;
  connection: string | undefined;
  retryAfter: string | undefined;
  body: string;
}

let server: http.Server;
let drain: HttpDrain;
let base: string;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** Requests the app saw, and whether its request stream closed before it ended. */
const seen: string[] = [];
const closedEarly: string[] = [];

function get(path: string, options: { agent?: http.Agent | false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { agent: options.agent ?? agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          retryAfter: res.headers['retry-after'],
          body,
        }),
      );
    });
    request.setTimeout(10_000, () => request.destroy(new Error('no answer in 10 s')));
    request.on('error', reject);
  });
}

beforeEach(async () => {
  seen.length = 0;
  closedEarly.length = 0;
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push(path);
    req.once('close', () => {
      if (req.complete) return;
      closedEarly.push(path);
      // As Nest's error filter does once the answer has gone: end what is left.
      res.end();
    });
    if (path === '/upload') {
      // Stores the body once it has all arrived.
      req.resume();
      req.once('end', () => res.end('stored'));
      return;
    }
    const delay = Number(new URL(path, 'http://x').searchParams.get('ms') ?? 0);
    setTimeout(() => res.end(`done ${path}`), delay);
  });
  drain = new HttpDrain(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  agent.destroy();
  server.closeAllConnections();
  server.close();
});

const options = { graceMs: 2_000, lingerMs: 300, settleMs: 500 };

it('lets a request in flight finish, refuses new connections, and reports it', async () => {
  const inFlight = get('/slow?ms=400');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const report = drain.drain(options);
  const answer = await inFlight;
  expect(answer).toMatchObject({ status: 200, body: 'done /slow?ms=400', connection: 'close' });
  await expect(get('/late', { agent: false })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  expect(await report).toEqual({ finished: 1, refused: 0, cut: 0, unsettled: 0 });
  expect(seen).toEqual(['/slow?ms=400']);
});

it('answers 503 + Connection: close to a request on a kept-alive connection, without the app', async () => {
  await get('/first');
  const report = drain.drain(options);
  // The same connection, still open during the linger.
  const answer = await get('/second');
  expect(answer.status).toBe(503);
  expect(answer.connection).toBe('close');
  expect(answer.retryAfter).toMatch(/^\d+$/);
  expect(JSON.parse(answer.body)).toEqual({ error: SHUTTING_DOWN_MESSAGE });
  expect(seen).toEqual(['/first']);
  expect((await report).refused).toBe(1);
});

it('answers 503 to a request still running after the grace and closes its request stream', async () => {
  // A body that never ends, as a slow upload's: the handler waits for it.
  const request = http.request(`${base}/upload`, {
    method: 'POST',
    agent: false,
    headers: { 'content-length': '1000000' },
  });
  request.on('error', () => undefined);
  const answered = new Promise<number>((resolve) =>
    request.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }),
  );
  request.write('x'.repeat(1000));
  await new Promise((resolve) => setTimeout(resolve, 100));

  const started = Date.now();
  const report = await drain.drain({ ...options, graceMs: 600 });
  expect(await answered).toBe(503);
  expect(Date.now() - started).toBeLessThan(600 + 500 + options.settleMs + 500);
  expect(report).toMatchObject({ finished: 0, cut: 1, unsettled: 0 });
  // The handler learnt that the body will not come: its request closed before completing.
  expect(closedEarly).toEqual(['/upload']);
  request.destroy();
});
