import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * An id a proxy in front may already have given the request (nginx's $request_id, a UUID):
 * letters, digits and `._:-`, at most 64 characters. Anything else (spaces, quotes, line breaks,
 * a megabyte of text) could forge or bloat log lines, so it is replaced rather than cleaned.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the request-logging middleware before anything else runs. */
      requestId?: string;
    }
  }
}

/** The incoming X-Request-Id when it is a sane short token, else a new random one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
