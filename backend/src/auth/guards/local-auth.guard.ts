import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { loginRequestSchema } from '@reunion/contracts';
import type { Request, Response } from 'express';
import { invalidInputFrom } from '../../common/schema-validation.pipe.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { readJsonBody } from '../../request-bodies/request-bodies.js';
import { authErrors } from '../auth.messages.js';
import { authenticate } from '../passport/authenticate.js';
import { type Authenticator, PASSPORT } from '../passport/passport-instance.js';
import { signIn } from '../session/sign-in.js';

/**
 * POST /api/login: passport-local (LocalStrategy) checks the pair, then passport starts the
 * session. Guards run before the body is read (request-bodies.ts), so this one reads and
 * validates it first, answering a malformed one 400 as the validation pipe would.
 */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  constructor(
    @Inject(PASSPORT) private readonly passport: Authenticator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    await readJsonBody(req, http.getResponse<Response>(), 'small', this.config.bodyPace);
    const body = await loginRequestSchema['~standard'].validate(req.body);
    if (body.issues) throw invalidInputFrom(body.issues);
    req.body = body.value;
    const user = await authenticate(this.passport, 'local', req, http.getResponse<Response>());
    // passport-local fails without calling LocalStrategy only on an empty field, which the
    // schema already refused; answered like any wrong pair all the same.
    if (!user) throw new UnauthorizedException(authErrors.invalidCredentials);
    await signIn(req, user);
    return true;
  }
}
