import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { authenticate } from '../passport/authenticate.js';
import { type Authenticator, PASSPORT } from '../passport/passport-instance.js';

export const NOT_SIGNED_IN_MESSAGE = 'You are not signed in.';

/**
 * Lets a request through only with a session whose user still exists (passport's session
 * strategy, SessionSerializer), and hands that user to the handler (`@CurrentUser()`). Run here
 * rather than as a middleware on every API call, so only the routes that need the user read it.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(@Inject(PASSPORT) private readonly passport: Authenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const user =
      req.user ?? (await authenticate(this.passport, 'session', req, http.getResponse<Response>()));
    if (!user) throw new UnauthorizedException(NOT_SIGNED_IN_MESSAGE);
    return true;
  }
}
