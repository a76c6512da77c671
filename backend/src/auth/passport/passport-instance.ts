import passport from 'passport';

/** Injection token of this app's own passport Authenticator (passport.provider.ts). */
export const PASSPORT = Symbol('PASSPORT');

export type Authenticator = passport.Authenticator;

/** A fresh Authenticator, never the process-wide `passport` singleton. */
export function newAuthenticator(): Authenticator {
  return new passport.Authenticator();
}
