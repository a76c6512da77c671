import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AuthService } from '../auth.service.js';
import type { User } from '../user.entity.js';
import { newAuthenticator } from './passport-instance.js';

/**
 * Sign-in by username (or e-mail) and password, through passport-local. The checks, with their
 * rate limits, are AuthService.checkCredentials: a wrong pair throws 401, too many tries 429.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, username: string, password: string): Promise<User> {
    return this.auth.checkCredentials({ username, password }, req);
  }

  /**
   * Where the mixin registers the strategy as it is built: a throwaway, because the app's own
   * Authenticator takes it in passport.provider.ts (see there why not the global one).
   */
  // Not in the mixin's typings, but what it calls (@nestjs/passport's passport.strategy.js).
  getPassportInstance() {
    return newAuthenticator();
  }
}
