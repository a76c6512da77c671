import http from 'node:http';
import net from 'node:net';

/** What a request that arrives during shutdown is told; the JSON error shape of every answer. */
export const SHUTTING_DOWN_MESSAGE = 'The site is restarting. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again (another replica, or this one back). */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;

export interface DrainOptions {
  /** How long requests already being handled may take to finish on their own. */
  graceMs: number;
  /**
   * How long idle kept-alive connections stay open, answering 503, before they are closed: a
   * request already on its way on one of them then gets an answer rather than a reset.
   */
  lingerMs: number;
  /** After the grace: how long cut requests' handlers get to clean up (temporary files…). */
  settleMs: number;
}

export interface DrainReport {
  /** Requests in flight at the start that finished on their own. */
  finished: number;
  /** Requests that arrived on open connections during the drain, answered 503. */
  refused: number;
  /** Requests still running after the grace: answered 503 if nothing was sent yet, else cut. */
  cut: number;
  /** Of the cut requests, those whose handler had not ended within `settleMs`. */
  unsettled: number;
}

type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when `done()` is true or `ms` have passed, checking every 25 ms. */
async function waitUntil(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await sleep(Math.min(25, deadline - Date.now()));
}

function answerUnavailable(res: http.ServerResponse): void {
  const body = JSON.stringify({ error: SHUTTING_DOWN_MESSAGE });
  // `Connection: close` makes Node close the socket once the answer is out, so a client's
  // keep-alive pool does not send its next request to a server that is going away.
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Retry-After': String(SHUTDOWN_RETRY_AFTER_SECONDS),
    Connection: 'close',
  });
  res.end(body);
}

/**
 * Graceful stop of the HTTP server, in front of the app: once `drain()` starts, the listening
 * socket is closed (new connections are refused), requests arriving on connections already
 * open get 503 + `Connection: close` without reaching the app, and requests being handled get
 * `graceMs` to finish. Whatever is still running then is answered 503 (or cut, if its answer
 * had started) and its handler gets `settleMs` to clean up, so the app and the database can be
 * closed with no request half-way through them.
 *
 * Install it before the server listens: it takes over the server's request listeners.
 */
export class HttpDrain {
  private draining = false;
  /** Responses being produced by the app, with their request. */
  private readonly inFlight = new Map<http.ServerResponse, http.IncomingMessage>();
  private readonly sockets = new Set<net.Socket>();
  private refused = 0;

  constructor(private readonly server: http.Server) {
    const app = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (this.draining) {
        this.refused++;
        answerUnavailable(res);
        return;
      }
      this.inFlight.set(res, req);
      res.once('close', () => this.inFlight.delete(res));
      for (const listener of app) listener.call(server, req, res);
    });
    server.on('connection', (socket: net.Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  async drain({ graceMs, lingerMs, settleMs }: DrainOptions): Promise<DrainReport> {
    this.draining = true;
    const started = Date.now();
    const atStart = this.inFlight.size;
    // net.Server's close, not http.Server's: the latter also drops idle kept-alive connections
    // at once, and a request already sent on one of them would meet a reset instead of a 503.
    net.Server.prototype.close.call(this.server);
    for (const res of this.inFlight.keys()) {
      if (!res.headersSent) res.setHeader('Connection', 'close');
    }

    await waitUntil(() => this.inFlight.size === 0 && Date.now() - started >= lingerMs, graceMs);
    const finished = atStart - Math.min(atStart, this.inFlight.size);
    this.closeIdleSockets();

    // Past the grace: answer what can still be answered, cut the rest.
    const cut = [...this.inFlight];
    const settled = new Set<http.ServerResponse>();
    for (const [res, req] of cut) {
      if (!res.headersSent) {
        answerUnavailable(res);
        // The handler still runs; its own last `end()` (its answer, or the error filter's
        // once setting headers fails) tells that it has finished, temporary files removed.
        // That call must not reach the real end(): ending twice with a body emits an error.
        res.end = (() => {
          settled.add(res);
          return res;
        }) as typeof res.end;
      } else {
        settled.add(res);
        req.socket.destroy();
      }
    }
    // An upload's body keeps arriving after the 503. Node no longer ties a request to its
    // connection once the answer is finished, so closing the connection would leave the
    // handler waiting forever for the rest of the body (found by e2e/tests/shutdown.e2e.ts):
    // the request itself is destroyed, without an error (no listener may be there to take
    // it), and multer, seeing it close early, removes its partial file and fails.
    await waitUntil(() => cut.every(([res]) => res.writableFinished), 500);
    for (const [, req] of cut) {
      req.destroy();
      req.socket.destroy();
    }
    await waitUntil(() => cut.every(([res]) => settled.has(res)), settleMs);
    const unsettled = cut.filter(([res]) => !settled.has(res)).length;

    for (const socket of this.sockets) socket.destroy();
    return { finished, refused: this.refused, cut: cut.length, unsettled };
  }

  /** Connections with no request being handled; any request they carry from now gets a 503. */
  private closeIdleSockets(): void {
    const busy = new Set([...this.inFlight.values()].map((req) => req.socket));
    for (const socket of this.sockets) if (!busy.has(socket)) socket.destroy();
  }
}
