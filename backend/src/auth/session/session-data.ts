import type { User } from '../user.entity.js';

/** What the session holds: only the user's id; the user is re-read on every request. */
declare module 'express-session' {
  interface SessionData {
    userId: number;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by SignedInGuard for the handlers behind it. */
      currentUser?: User;
    }
  }
}

/** The session cookie's name on plain http (local use, tests). */
export const SESSION_COOKIE = 'reunion.sid';
/**
 * Its name over https: browsers accept a `__Host-` cookie only with Secure, Path=/ and no
 * Domain, so no subdomain or plain-http page can plant or overwrite it (session fixation).
 * Browsers refuse such a cookie without Secure, hence the plain name on http.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** Sessions last 30 days of inactivity-independent time, then the user signs in again. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
