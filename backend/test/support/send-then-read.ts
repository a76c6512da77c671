import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

export interface RawSending {
  method: 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  /** The Content-Length announced; only what `forMs` lets through is sent. */
  contentLength: number;
  /** Sent with the headers (a multipart body's opening, say). */
  start?: Buffer;
  /** Then this many bytes every `everyMs`, for `forMs` or until the announced length is sent. */
  chunkBytes: number;
  everyMs: number;
  forMs: number;
}

export interface RawOutcome {
  /** The answer's status and JSON body, or null when none could be read. */
  answer: { status: number; body: unknown } | null;
  /** The error that ended the sending (EPIPE, ECONNRESET: the server reset the connection). */
  sendingFailed: string | null;
  /** Body bytes sent. */
  sent: number;
}

/**
 * A client on a bare socket that sends its body first and reads the answer only once it has
 * sent what it meant to (as a browser does: it reads an upload's answer once the upload is
 * done), then waits up to `readMs` for the whole answer. A server that resets the connection
 * under the body makes the sending fail, and the answer is lost: the kernel's error ends the
 * socket before it is read. The server must be listening.
 */
export function sendThenRead(
  server: Server,
  sending: RawSending,
  readMs = 5_000,
): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.pause();
    let sent = 0;
    let sendingFailed: string | null = null;
    let received = Buffer.alloc(0);
    let reading: NodeJS.Timeout | undefined;
    let finished = false;

    const finish = () => {
      if (finished) return;
      finished = true;
      clearInterval(pacing);
      clearTimeout(stopSending);
      clearTimeout(reading);
      socket.destroy();
      resolve({ answer: parseAnswer(received), sendingFailed, sent });
    };
    socket.on('error', (error: NodeJS.ErrnoException) => {
      sendingFailed ??= error.code ?? error.message;
      finish();
    });
    socket.on('close', finish);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (parseAnswer(received)) finish();
    });

    const head =
      `${sending.method} ${sending.path} HTTP/1.1\r\nHost: reunion.test\r\n` +
      `Content-Length: ${sending.contentLength}\r\n` +
      Object.entries(sending.headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n';
    socket.write(head);
    if (sending.start) {
      socket.write(sending.start);
      sent += sending.start.length;
    }
    const chunk = Buffer.alloc(sending.chunkBytes, 0x41);
    const pacing = setInterval(() => {
      const bytes = chunk.subarray(0, Math.min(chunk.length, sending.contentLength - sent));
      if (bytes.length === 0) return;
      socket.write(bytes);
      sent += bytes.length;
    }, sending.everyMs);
    const stopSending = setTimeout(() => {
      clearInterval(pacing);
      socket.resume();
      reading = setTimeout(finish, readMs);
    }, sending.forMs);
  });
}

/** The status and JSON body of a whole HTTP answer (Content-Length framed), else null. */
function parseAnswer(bytes: Buffer): RawOutcome['answer'] {
  const text = bytes.toString('utf8');
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const head = text.slice(0, headEnd);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1]);
  const body = bytes.subarray(Buffer.byteLength(text.slice(0, headEnd + 4)));
  if (!Number.isFinite(status) || !Number.isFinite(length) || body.length < length) return null;
  return { status, body: JSON.parse(body.subarray(0, length).toString('utf8')) as unknown };
}
