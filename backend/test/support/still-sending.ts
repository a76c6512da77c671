import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app.js';

export interface StillSending {
  method: 'POST' | 'PATCH';
  path: string;
  cookie: string;
  contentType: string;
  /** The body's start: the rest of the 5 MB announced is never sent. */
  start: Buffer;
}

/**
 * A request whose sender has sent only the start of a 5 MB body: its answer, or null when none
 * came within a few seconds (the server still waits for the body). The app must be listening.
 */
export function answerWhileSending(
  t: TestApp,
  sending: StillSending,
): Promise<{ status: number; body: unknown } | null> {
  return new Promise((resolve, reject) => {
    const request = startSending(t, sending);
    const timer = setTimeout(() => {
      request.destroy();
      resolve(null);
    }, 5_000);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown });
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Sends the start of a 5 MB body and no more, until the request is destroyed. */
export function startSending(
  t: TestApp,
  { method, path, cookie, contentType, start }: StillSending,
): http.ClientRequest {
  const request = http.request({
    host: '127.0.0.1',
    port: (t.server.address() as AddressInfo).port,
    method,
    path,
    headers: { cookie, 'content-type': contentType, 'content-length': String(5_000_000) },
  });
  request.write(start);
  return request;
}
