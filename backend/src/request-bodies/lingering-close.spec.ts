import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { type Linger, lingerAfterEarlyAnswers } from './lingering-close.js';

/** Short bounds for a test; the site's are 30 s, 5 s and about 21 MB. */
const LINGER: Linger = { totalMs: 3_000, idleMs: 1_000, maxBytes: 256 * 1024 };
/** A loaded machine's delays, and the looks four times a second. */
const SLACK_MS = 1_500;

interface Sender {
  /** The answer's first line, once read. */
  statusLine: () => string;
  /** Everything read. */
  text: () => string;
  /** When the connection ended (ms after the headers were sent), or null while open. */
  closedAfterMs: () => number | null;
  /** Whether the server reset it (the kernel's error) rather than closing it. */
  reset: () => boolean;
  socket: net.Socket;
}

/** A bare socket that sends `head` and reads everything the server answers. */
function connect(server: http.Server, head: string): Sender {
  const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
  const startedAt = Date.now();
  let text = '';
  let closedAt: number | null = null;
  let reset = false;
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  socket.on('error', () => (reset = true));
  socket.on('close', () => (closedAt = Date.now() - startedAt));
  socket.write(head);
  return {
    statusLine: () => text.split('\r\n')[0] ?? '',
    text: () => text,
    closedAfterMs: () => closedAt,
    reset: () => reset,
    socket,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `bytes` every `everyMs` while the socket is open, for at most `forMs`. */
async function keepSending(sender: Sender, bytes: number, everyMs: number, forMs: number) {
  const until = Date.now() + forMs;
  while (Date.now() < until && !sender.socket.destroyed) {
    sender.socket.write(Buffer.alloc(bytes, 0x41));
    await sleep(everyMs);
  }
}

/** Waits until the connection has ended, for at most `ms`. */
async function closedWithin(sender: Sender, ms: number): Promise<number | null> {
  const until = Date.now() + ms;
  while (sender.closedAfterMs() === null && Date.now() < until) await sleep(25);
  return sender.closedAfterMs();
}

const post = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: test\r\nContent-Length: ${length}\r\n\r\n`;

describe('the lingering close of an answer sent before its body', () => {
  let server: http.Server;

  beforeAll(async () => {
    const app = express();
    app.use(lingerAfterEarlyAnswers(LINGER));
    // Answers at once, reading nothing: as a guard's refusal does.
    app.post('/refuse', (_req, res) => {
      res.status(413).json({ error: 'The request is too large.' });
    });
    app.post('/take', (req, res) => {
      req.resume();
      req.on('end', () => res.json({ ok: true }));
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads a body that keeps coming for the whole time, then closes the connection', async () => {
    const sender = connect(server, post('/refuse', 10_000_000));
    void keepSending(sender, 512, 100, LINGER.totalMs + 3 * SLACK_MS);
    const closedAfter = await closedWithin(sender, LINGER.totalMs + 3 * SLACK_MS);
    expect(sender.statusLine()).toBe('HTTP/1.1 413 Payload Too Large');
    expect(closedAfter).toBeGreaterThanOrEqual(LINGER.totalMs);
    expect(closedAfter).toBeLessThan(LINGER.totalMs + SLACK_MS);
  });

  it('closes the connection of a sender that stops sending', async () => {
    const sender = connect(server, post('/refuse', 10_000_000));
    await keepSending(sender, 512, 100, 500);
    const closedAfter = await closedWithin(sender, LINGER.totalMs);
    expect(sender.statusLine()).toBe('HTTP/1.1 413 Payload Too Large');
    expect(closedAfter).toBeGreaterThanOrEqual(500 + LINGER.idleMs);
    expect(closedAfter).toBeLessThan(500 + LINGER.idleMs + SLACK_MS);
  });

  it('closes the connection of a sender past the bytes it may send', async () => {
    const sender = connect(server, post('/refuse', 10_000_000));
    void keepSending(sender, 64 * 1024, 20, LINGER.totalMs);
    const closedAfter = await closedWithin(sender, LINGER.totalMs);
    expect(sender.statusLine()).toBe('HTTP/1.1 413 Payload Too Large');
    // 256 KB at 3 MB/s: within the second look.
    expect(closedAfter).toBeLessThan(LINGER.totalMs - SLACK_MS);
  });

  it('keeps the connection of a body that ends in time, for the next request', async () => {
    const sender = connect(server, post('/refuse', 4_096));
    await keepSending(sender, 1_024, 100, 400);
    // Past the time a body still coming would have (and within Node's 5 s keep-alive).
    await sleep(LINGER.totalMs + 500);
    expect(sender.closedAfterMs()).toBeNull();
    sender.socket.write(post('/take', 2) + '{}');
    await sleep(500);
    expect(sender.text()).toContain('{"ok":true}');
    expect(sender.reset()).toBe(false);
    expect(sender.closedAfterMs()).toBeNull();
    sender.socket.destroy();
  });
});
