import type { Request, Response } from 'express';
import type { User } from '../user.entity.js';
import type { Authenticator } from './passport-instance.js';

/**
 * Runs one passport strategy on the request, as @nestjs/passport's AuthGuard does, but through
 * the app's own Authenticator. `local` answers the user or false; `session` (passport's own)
 * sets `req.user` when the session names a user who still exists. Errors thrown by a strategy
 * (401, 429, a database outage) reject.
 */
export function authenticate(
  passport: Authenticator,
  strategy: 'local' | 'session',
  req: Request,
  res: Response,
): Promise<User | undefined> {
  return new Promise((resolve, reject) => {
    const handler = passport.authenticate(
      strategy,
      { session: false },
      (error: unknown, user: User | false | undefined) =>
        error ? reject(error) : resolve(user || undefined),
    ) as (req: Request, res: Response, next: (error?: unknown) => void) => void;
    // `session` passes on without the callback; the user it found is on the request.
    handler(req, res, (error?: unknown) => (error ? reject(error) : resolve(req.user)));
  });
}
