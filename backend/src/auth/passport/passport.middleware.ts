import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type Authenticator, PASSPORT } from './passport-instance.js';

/**
 * passport.initialize() of the app's Authenticator on the API routes, after the session: gives
 * every request `req.logIn` (registration signs the new account in). No database work.
 */
@Injectable()
export class PassportMiddleware implements NestMiddleware {
  private readonly handler: RequestHandler;

  constructor(@Inject(PASSPORT) passport: Authenticator) {
    this.handler = passport.initialize() as RequestHandler;
  }

  use(req: Request, res: Response, next: NextFunction): void {
    this.handler(req, res, next);
  }
}
