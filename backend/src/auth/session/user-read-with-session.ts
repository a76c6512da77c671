import type { User } from '../user.entity.js';

/**
 * The user read in the same statement as a session (session-store.ts), keyed by the loaded
 * session's passport entry: express-session hands that very object on as `req.session.passport`,
 * so the entry lives exactly as long as the request's session and nothing outlives the request.
 * `null`: the session names no user that exists.
 */
const usersReadWithSessions = new WeakMap<object, User | null>();

export function keepUserReadWithSession(sess: { passport?: object }, user: User | null): void {
  if (sess.passport) usersReadWithSessions.set(sess.passport, user);
}

/**
 * The user read with this request's session if it is the one with `id`; `undefined` when the
 * session was not loaded that way (then the caller reads the user itself).
 */
export function userReadWithSession(
  session: { passport?: object } | undefined,
  id: number,
): User | null | undefined {
  const user = session?.passport && usersReadWithSessions.get(session.passport);
  if (user === undefined || (user !== null && user.id !== id)) return undefined;
  return user;
}
