import { RequestTimeoutException } from '@nestjs/common';
import type { Request, Response } from 'express';

/** How fast a request's body must keep coming while the API reads it. */
export interface BodyPace {
  /** The floor: a body that keeps at least this rate is never cut off for its pace. */
  minBytesPerSecond: number;
  /**
   * How far behind that floor a body may fall: its first bytes may take this long, and so may
   * a pause once it has kept up. Further behind, it is cut off.
   */
  graceMs: number;
}

/**
 * REQUEST_BODY_MIN_BYTES_PER_SECOND and REQUEST_BODY_GRACE_SECONDS unless set, after Apache's
 * mod_reqtimeout (`body=20,MinRate=500`). 1 KB/s (8 kbit/s), the pace the album's ZIP downloads
 * must keep too, is a fraction of what the slowest mobile data (2G) sends, and far above a
 * sender trickling a few bytes at a time. 20 s covers TCP's backoff when a crowded
 * venue's Wi-Fi loses a few packets in a row (1 + 2 + 4 + 8 s). A floor, not a deadline: a save
 * that keeps coming is never cut off for its pace, however long it takes.
 */
export const DEFAULT_BODY_PACE: BodyPace = { minBytesPerSecond: 1024, graceMs: 20_000 };

export const BODY_TOO_SLOW =
  'Your connection sent this too slowly. Please try again, on a steadier connection if you can.';

/**
 * Waits for `reading`, the reading of `req`'s body, and refuses the request with 408 when the
 * body falls more than `graceMs` behind `minBytesPerSecond`: a body trickling in no longer holds
 * its sender's place (a profile save's among SavesInFlight, given back once the answer is sent)
 * until Node's 5-minute request timeout. Hand-made because nothing maintained measures a pace:
 * raw-body, body-parser, busboy and multer have no timeout (raw-body's issue #32 still asks for
 * one), and Node's server has a deadline for a whole request (requestTimeout: short enough to
 * stop a trickle, it would stop a slow honest upload too) and a socket idle timeout (which a
 * byte now and then keeps alive). It polls the socket's `bytesRead` rather than listening for
 * 'data', which would set the body flowing before its reader reads it.
 */
export function readAtPace(
  req: Request,
  res: Response,
  pace: BodyPace,
  reading: Promise<void>,
): Promise<void> {
  if (req.complete) return reading;
  const socket = req.socket;
  // Four looks within the grace, at least one a second.
  const everyMs = Math.min(1_000, pace.graceMs / 4);
  return new Promise((resolve, reject) => {
    let leftMs = pace.graceMs;
    let bytesSeen = socket.bytesRead;
    const watch = setInterval(() => {
      if (req.complete) return clearInterval(watch);
      const bytes = socket.bytesRead;
      // Each look charges its own interval, not the clock's: while this process was too busy to
      // look, the bytes waiting for it are not the sender's fault.
      const earnedMs = ((bytes - bytesSeen) * 1000) / pace.minBytesPerSecond;
      leftMs = Math.min(pace.graceMs, leftMs - everyMs + earnedMs);
      bytesSeen = bytes;
      if (leftMs >= 0) return;
      clearInterval(watch);
      closeAfterAnswer(req, res);
      reject(new RequestTimeoutException(BODY_TOO_SLOW));
    }, everyMs);
    watch.unref();
    // Once cut off, what the reading comes to is left unused.
    const settle =
      <T>(done: (value: T) => void) =>
      (value: T) => {
        clearInterval(watch);
        done(value);
      };
    reading.then(settle(resolve), settle(reject));
  });
}

/**
 * The 408 (which the exception filter writes) says `Connection: close`, and Node closes the
 * connection once it is sent, without waiting for the rest of the body: not the lingering close
 * of other early answers (lingering-close.ts), since a body this slow would keep the connection
 * for all of it, and Chromium (measured on Linux, Android's kernel) reads the 408 it got before
 * the reset; lingering, it showed the 408 30 s later, 60 s when it sent the body again. The request is then
 * destroyed as well: Node, having answered it, no longer tells it that its connection closed,
 * and its readers would wait for the rest forever (multer with its part of the file open). When
 * no answer can be written any more, the request and its connection go at once.
 */
function closeAfterAnswer(req: Request, res: Response): void {
  if (res.headersSent || !req.socket.writable) {
    req.destroy();
    return;
  }
  res.setHeader('Connection', 'close');
  req.socket.once('close', () => req.destroy());
}
