import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type Authenticator, PASSPORT } from './passport-instance.js';

/**
 * passport.initialize() of the app's Authenticator, after the session, on the routes that sign a
 * member in: it gives the request `req.logIn`, which registration needs (it signs the new
 * account in without a strategy). passport's authenticate() sets the same up by itself, so the
 * guards need none of it; on every request it was a measurable cost (bench/RESULTS.md). No
 * database work.
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
