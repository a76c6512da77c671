import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A slow network in front of the site, on loopback: the requests a test picks reach the site at
// once, and their answers wait until the test releases them (or HOLD_AT_MOST_MS). Playwright's
// route() cannot do this for the service worker's own requests, and a proxy serves the whole
// origin, the worker included.

/** However long a test forgets to release an answer, it goes then: every wait here is bounded. */
const HOLD_AT_MOST_MS = 45_000;

export interface HoldingProxy {
  /** The site as the browser sees it through the proxy (its own origin: its own worker). */
  url: string;
  /** Resolves once an answer the test picks is held (the site has answered it). */
  held(): Promise<void>;
  /** Sends the answers held so far, and those held later, at once. */
  release(): void;
  /** Resolves once every answer held so far has gone to the browser, or the browser gave up. */
  delivered(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts a proxy to `target` that holds the answers to the requests `hold` picks. */
export async function startHoldingProxy(
  target: string,
  hold: (request: http.IncomingMessage) => boolean,
): Promise<HoldingProxy> {
  const upstream = new URL(target);
  let released = false;
  const waiting: Array<() => void> = [];
  const sending: Array<Promise<void>> = [];
  let onHeld: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => (onHeld = resolve));

  const server = http.createServer((request, response) => {
    const picked = hold(request);
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        const send = () => {
          if (response.destroyed) return;
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        };
        if (!picked || released) return send();
        sending.push(
          new Promise<void>((resolve) => {
            response.on('close', () => resolve());
            const timer = setTimeout(send, HOLD_AT_MOST_MS);
            waiting.push(() => {
              clearTimeout(timer);
              send();
            });
          }),
        );
        onHeld();
      },
    );
    forward.on('error', () => {
      response.statusCode = 502;
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const release = () => {
    released = true;
    for (const send of waiting.splice(0)) send();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    held: () => firstHeld,
    release,
    delivered: async () => {
      await Promise.all(sending);
    },
    async stop() {
      release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
