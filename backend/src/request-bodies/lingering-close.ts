import { PROFILE_REQUEST_MAX_BYTES } from '@reunion/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** How long, and how much, the rest of a body refused early is read and thrown away. */
export interface Linger {
  /** From the answer on, whatever comes. */
  totalMs: number;
  /** With nothing received. */
  idleMs: number;
  /** Read after the answer: past it, the connection is closed. */
  maxBytes: number;
}

/**
 * nginx's `lingering_time` and `lingering_timeout` (30 s, 5 s); the bytes are the largest body
 * the site takes at all (a profile save, about 21 MB), which nginx does not bound.
 */
export const DEFAULT_LINGER: Linger = {
  totalMs: 30_000,
  idleMs: 5_000,
  maxBytes: PROFILE_REQUEST_MAX_BYTES,
};

/** Whether the request announces a body (RFC 9112: a length above 0, or chunks). */
function announcesBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Every answer sent before its request's body has all arrived (docs/api.md, "Answers before the
 * body"): a 401, 403, 415, 429 or 507 from a guard or a middleware, a 413 on the declared length;
 * not a 408, which closes at once (body-pace.ts). The connection is neither closed with the
 * answer nor kept for Node's 5-minute request timeout: the rest of the body is read and thrown
 * away for at most DEFAULT_LINGER, and then the connection is closed. A browser reads the answer
 * only once it has sent its whole body (or failed to), and some systems (Windows among them)
 * throw away an answer already received when the connection is reset: closing it under a body
 * still coming makes the kernel answer that body with a reset, and the sender may then see a
 * dropped connection instead of the site's words. Nothing is held meanwhile: the answer has
 * left, so the guards' places are given back, the upload's temporary file removed and its
 * reader stopped; only the connection waits, and for a bounded time and count of bytes.
 *
 * Hand-made because nothing maintained does it for Node: its HTTP server has no lingering close
 * (Apache's and nginx's), only `Connection: close`, which closes at once, or a body read to its
 * end for as long as `requestTimeout` allows.
 */
export function lingerAfterEarlyAnswers(linger: Linger = DEFAULT_LINGER): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (announcesBody(req))
      res.once('finish', () => {
        // An answer that closes its connection says so (a 408: body-pace.ts says why).
        if (!req.complete && !/\bclose\b/i.test(String(res.getHeader('connection') ?? '')))
          discardRest(req, linger);
      });
    next();
  };
}

/**
 * Reads the rest of `req`'s body into nothing until it ends, or until it goes past `linger`;
 * then the connection is closed. Looks at the socket's `bytesRead` each second at most, as
 * body-pace.ts does: Node throws away the body of a request it dumps before it reaches the
 * request's listeners.
 */
function discardRest(req: Request, linger: Linger): void {
  const socket = req.socket;
  if (socket.destroyed) return;
  const startedAt = Date.now();
  const bytesAtAnswer = socket.bytesRead;
  let bytesSeen = bytesAtAnswer;
  let lastByteAt = startedAt;
  const look = setInterval(
    () => {
      const now = Date.now();
      const bytes = socket.bytesRead;
      if (bytes !== bytesSeen) {
        bytesSeen = bytes;
        lastByteAt = now;
      }
      if (
        now - startedAt >= linger.totalMs ||
        now - lastByteAt >= linger.idleMs ||
        bytes - bytesAtAnswer > linger.maxBytes
      ) {
        done();
        socket.destroy();
      }
    },
    Math.min(1_000, linger.idleMs / 4),
  );
  look.unref();
  // The body ended: the connection goes on as any other (kept alive, or closed as its answer said).
  function done() {
    clearInterval(look);
    req.off('end', done);
    socket.off('close', done);
  }
  req.once('end', done);
  socket.once('close', done);
  // What Node does itself for a body nobody read; a reader that was stopped may have left it paused.
  req.resume();
}
