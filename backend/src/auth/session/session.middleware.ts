import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SESSION_MAX_AGE_MS, sessionCookieName } from './session-data.js';
import { SessionStore } from './session-store.js';

/**
 * express-session on the API routes: HttpOnly, SameSite=Lax, Path=/, no Domain; over https
 * (PUBLIC_URL) also Secure and named `__Host-…`.
 */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  private readonly handler: RequestHandler;

  constructor(@Inject(APP_CONFIG) config: AppConfig, sessionStore: SessionStore) {
    const https = config.publicUrl.startsWith('https:');
    this.handler = session({
      name: sessionCookieName(https),
      secret: config.sessionSecret,
      store: sessionStore.store,
      // Only signed-in visitors get a session row; nothing is written for anonymous calls.
      saveUninitialized: false,
      resave: false,
      // Behind a TLS-terminating proxy the request itself is http: trust X-Forwarded-Proto for
      // the Secure cookie (spoofing it only makes a cookie stricter), else none would be set.
      proxy: https ? true : undefined,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: https,
        maxAge: SESSION_MAX_AGE_MS,
        path: '/',
      },
    });
  }

  use(req: Request, res: Response, next: NextFunction): void {
    this.handler(req, res, next);
  }
}
