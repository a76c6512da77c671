import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sessionUserId } from '../auth/session/session-data.js';
import type { AppLog } from './app-log.js';
import { loggableUrl } from './log-redaction.js';
import { requestContext } from './request-context.js';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.js';

/** Probes (a load balancer, docker's health checks) call these every few seconds. */
const PROBE = /^\/health\//;

/** The signed-in user, if any: who did what, without anything that identifies them by name. */
function userIdOf(req: Request): number | undefined {
  return req.user?.id ?? sessionUserId(req);
}

/**
 * First of all middleware: gives the request its id (the proxy's X-Request-Id when sane, else a
 * new one), echoes it in the response, runs the rest of the chain in its request context, and,
 * with a log, writes one access line when the answer is sent (or the client went away).
 * The line holds method, path with the query's secrets blanked, status, time and user id:
 * never a header (Cookie, Authorization, Set-Cookie) nor a body.
 */
export function requestLogging(log: AppLog | undefined): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const reqId = requestIdFor(req.headers['x-request-id']);
    req.requestId = reqId;
    res.setHeader(REQUEST_ID_HEADER, reqId);
    if (log) {
      const started = process.hrtime.bigint();
      let logged = false;
      const done = () => {
        if (logged) return;
        logged = true;
        const status = res.statusCode;
        const aborted = !res.writableFinished;
        const url = loggableUrl(req.originalUrl);
        const line = {
          reqId,
          method: req.method,
          url,
          status,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          userId: userIdOf(req),
          ...(aborted ? { aborted: true } : {}),
        };
        const text = `${req.method} ${url} ${aborted ? 'aborted' : status}`;
        // A probe's 503 while the database is away is its answer, reported by the app's own
        // warnings: one error line per probe every few seconds would bury them.
        if (PROBE.test(req.path)) log.debug(line, text);
        else if (status >= 500) log.error(line, text);
        else log.info(line, text);
      };
      // 'finish': the whole answer was handed to the network; 'close' without it: the client left.
      res.once('finish', done);
      res.once('close', done);
    }
    requestContext.run({ reqId }, next);
  };
}
