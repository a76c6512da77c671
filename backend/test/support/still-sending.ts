import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app.js';

export interface StillSending {
  method: 'POST' | 'PATCH';
  path: string;
  cookie: string;
  contentType: string;
  /** The body's start: the rest of the length announced is never sent. */
  start: Buffer;
  /** The length announced; 5 MB unless told. */
  contentLength?: number;
}

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * A request whose sender has sent only the start of its body (5 MB unless told): its answer, or
 * null when none came within a few seconds (the server still waits for the body). The app must be
 * listening.
 */
export function answerWhileSending(t: TestApp, sending: StillSending): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    const request = startSending(t, sending);
    const timer = setTimeout(() => {
      request.destroy();
      resolve(null);
    }, 5_000);
    request.on('response', (response) => {
      void answerOf(request, response).then((answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Sends the start of a body (5 MB unless told) and no more, until the request is destroyed. */
export function startSending(t: TestApp, sending: StillSending): http.ClientRequest {
  const request = openRequest(t, sending, sending.contentLength ?? 5_000_000);
  request.write(sending.start);
  return request;
}

export interface PacedSending extends Omit<StillSending, 'start' | 'contentLength'> {
  /** Sent at once (a multipart body's opening, say). */
  start?: Buffer;
  /** The rest of the body, `chunkBytes` every `everyMs`; the whole length is announced. */
  rest: Buffer;
  chunkBytes: number;
  everyMs: number;
}

/**
 * Sends a body at a set pace: its answer and how long after the first byte it came, or null when
 * none came within `withinMs` (the request is then destroyed). Sending stops once answered; an
 * error after the answer (the server closed the connection) is none of this sender's concern.
 */
export function sendPaced(
  t: TestApp,
  sending: PacedSending,
  withinMs: number,
): Promise<(Answer & { ms: number }) | null> {
  const { start = Buffer.alloc(0), rest, chunkBytes, everyMs } = sending;
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const request = openRequest(t, sending, start.length + rest.length);
    let sent = 0;
    const pacing = setInterval(() => {
      request.write(rest.subarray(sent, sent + chunkBytes));
      sent += chunkBytes;
      if (sent >= rest.length) {
        clearInterval(pacing);
        request.end();
      }
    }, everyMs);
    const timer = setTimeout(() => {
      clearInterval(pacing);
      request.destroy();
      resolve(null);
    }, withinMs);
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      clearInterval(pacing);
      void answerOf(request, response).then((answer) => {
        clearTimeout(timer);
        resolve({ ...answer, ms: Date.now() - startedAt });
      });
    });
    request.on('error', (error) => {
      if (answered) return;
      clearInterval(pacing);
      clearTimeout(timer);
      reject(error);
    });
    request.write(start);
  });
}

function openRequest(
  t: TestApp,
  { method, path, cookie, contentType }: Omit<StillSending, 'start'>,
  contentLength: number,
): http.ClientRequest {
  return http.request({
    host: '127.0.0.1',
    port: (t.server.address() as AddressInfo).port,
    method,
    path,
    headers: { cookie, 'content-type': contentType, 'content-length': String(contentLength) },
  });
}

/** The JSON answer read to its end; the request is then destroyed, the rest of its body unsent. */
export function answerOf(
  request: http.ClientRequest,
  response: http.IncomingMessage,
): Promise<Answer> {
  return new Promise((resolve) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    response.on('end', () => {
      request.destroy();
      resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown });
    });
  });
}
