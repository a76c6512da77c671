import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SESSION_COOKIE, SESSION_MAX_AGE_MS } from './session-data.js';
import { SessionStore } from './session-store.js';

/** express-session on the API routes: HttpOnly, SameSite=Lax, Secure when served over https. */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  private readonly handler: RequestHandler;

  constructor(@Inject(APP_CONFIG) config: AppConfig, sessionStore: SessionStore) {
    this.handler = session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store: sessionStore.store,
      // Only signed-in visitors get a session row; nothing is written for anonymous calls.
      saveUninitialized: false,
      resave: false,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https:'),
        maxAge: SESSION_MAX_AGE_MS,
        path: '/',
      },
    });
  }

  use(req: Request, res: Response, next: NextFunction): void {
    this.handler(req, res, next);
  }
}
