import type { Request, Response } from 'express';
import type { User } from '../user.entity.js';
import { sessionCookieName } from './session-data.js';

/**
 * Starts a session for `user` through passport (SessionSerializer keeps only the id). passport
 * regenerates the session first, so a session id planted before sign-in (session fixation) is
 * worth nothing afterwards, and saves it before answering.
 */
export async function signIn(req: Request, user: User): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    req.logIn(user, (error: unknown) => (error ? reject(error) : resolve())),
  );
}

/** Deletes the session row and tells the browser to drop the cookie. */
export async function signOut(req: Request, res: Response): Promise<void> {
  // Read before destroy(), which removes req.session. The session middleware made the cookie
  // Secure exactly when it named it `__Host-…` (PUBLIC_URL https), so this gives the name too.
  const secure = req.session?.cookie.secure === true;
  if (req.session) {
    await new Promise<void>((resolve, reject) =>
      req.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
    );
  }
  res.clearCookie(sessionCookieName(secure), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}
