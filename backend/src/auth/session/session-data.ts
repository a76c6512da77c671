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

export const SESSION_COOKIE = 'reunion.sid';
/** Sessions last 30 days of inactivity-independent time, then the user signs in again. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
