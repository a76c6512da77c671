import type { User as Account } from '../user.entity.js';

/**
 * What the session holds: passport's entry with the user's id only (SessionSerializer); the
 * user is re-read on every request that needs them.
 */
declare module 'express-session' {
  interface SessionData {
    passport: { user?: number };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** passport's `req.user`: set by SignedInGuard (or sign-in) for the handlers behind it. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends Account {}
  }
}

/** The signed-in user's id as the session says, without reading the user. */
export function sessionUserId(req: {
  session?: { passport?: { user?: number } };
}): number | undefined {
  return req.session?.passport?.user;
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

/**
 * How many sessions a member keeps at once: one more sign-in signs the oldest out. Ten covers a
 * phone, a tablet, a few computers and their browsers.
 */
export const SESSIONS_PER_MEMBER = 10;

/** How long a sign-in lasts (contracts' figure, which the browser's drafts go by too). */
export { SESSION_MAX_AGE_MS } from '@reunion/contracts';
