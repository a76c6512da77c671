import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { Request } from 'express';
import type passport from 'passport';
import type { User } from '../user.entity.js';
import { UsersService } from '../users.service.js';
import { newAuthenticator } from './passport-instance.js';

type Done<T> = (error: unknown, result?: T) => void;

/**
 * The session holds the user's id only (`sess.passport.user`); the user is re-read on every
 * request that needs them, so a deleted account or a changed e-mail takes effect at once, in
 * the same statement as the session (UsersService.sessionUser).
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: User, done: Done<number>): void {
    done(null, user.id);
  }

  /** `false` for an account that no longer exists: passport then drops it from the session. */
  deserializeUser(id: number, done: Done<User | false>, req?: Request): void {
    this.users.sessionUser(req?.session, id).then((user) => done(null, user ?? false), done);
  }

  /** As in LocalStrategy: the app's own Authenticator takes it (passport.provider.ts). */
  override getPassportInstance(): passport.PassportStatic {
    // Typed as the module's singleton; only serializeUser/deserializeUser are called on it.
    return newAuthenticator() as passport.PassportStatic;
  }
}
