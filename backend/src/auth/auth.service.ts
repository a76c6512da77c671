import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import {
  authMessages,
  type LoginRequest,
  type PublicUser,
  type RegisterRequest,
} from '@reunion/contracts';
import type { Request } from 'express';
import { QueryFailedError } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { AccessPolicy } from './access-policy.js';
import { authErrors } from './auth.messages.js';
import { classPasswordMatches } from './class-password.js';
import { PasswordHasher } from './password-hasher.js';
import { toPublicUser } from './public-user.js';
import { signIn } from './session/sign-in.js';
import type { User } from './user.entity.js';
import { UsersService } from './users.service.js';

const UNIQUE_VIOLATION = '23505';

function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** Registration, sign-in and the public view of a user. */
@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly policy: AccessPolicy,
    private readonly rateLimit: RateLimitService,
  ) {}

  publicView(user: User): PublicUser {
    return toPublicUser(user, this.policy.isSuperAdmin(user));
  }

  /**
   * The registration gate on its own, so the form can open only after a right answer. Failures
   * share registration's per-IP budget: the class password cannot be guessed through either door.
   */
  async checkClassPassword(classPassword: string, req: Request): Promise<void> {
    const key = `register:ip:${clientIp(req)}`;
    await this.rateLimit.charge([{ key, rule: this.config.rateLimits.registerPerIp }]);
    if (!classPasswordMatches(classPassword, this.config.classPassword)) {
      throw new ForbiddenException(authMessages.wrongClassPassword);
    }
    await this.rateLimit.refund([key]);
  }

  /** Creates the account (username defaults to the e-mail, SPEC §3) and signs it in. */
  async register(body: RegisterRequest, req: Request): Promise<PublicUser> {
    const key = `register:ip:${clientIp(req)}`;
    await this.rateLimit.charge([{ key, rule: this.config.rateLimits.registerPerIp }]);
    // The gate comes before any lookup, so outsiders cannot learn which e-mails have accounts.
    if (!classPasswordMatches(body.classPassword, this.config.classPassword)) {
      throw new ForbiddenException(authMessages.wrongClassPassword);
    }
    const email = body.email.trim();
    const username = body.username ?? email;
    const clashes = await this.users.findClashes(username, email);
    if (clashes.length > 0) {
      const emailClash = clashes.some(
        (user) =>
          user.email?.toLowerCase() === email.toLowerCase() ||
          user.username.toLowerCase() === email.toLowerCase(),
      );
      throw new ConflictException(emailClash ? authErrors.emailTaken : authErrors.usernameTaken);
    }

    const passwordHash = await this.hasher.hash(body.password);
    let user: User;
    try {
      user = await this.users.create({
        username,
        email,
        passwordHash,
        isSuperAdmin: this.policy.isSuperAdmin({ email }),
      });
    } catch (error) {
      // Two registrations racing for the same name: the unique index decides.
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
      ) {
        throw new ConflictException(authErrors.accountTaken);
      }
      throw error;
    }
    await this.rateLimit.refund([key]);
    await signIn(req, user.id);
    return this.publicView(user);
  }

  /**
   * Signs in by username or e-mail. Every attempt is charged against the IP and the IP+name
   * pair; a success gives its attempt back, so only failures add up to a lock-out.
   */
  async login(body: LoginRequest, req: Request): Promise<PublicUser> {
    const ip = clientIp(req);
    const ipKey = `login:ip:${ip}`;
    const accountKey = `login:ip-account:${ip}:${body.username.toLowerCase()}`;
    const keys = [ipKey, accountKey];
    await this.rateLimit.charge([
      { key: ipKey, rule: this.config.rateLimits.loginPerIp },
      { key: accountKey, rule: this.config.rateLimits.loginPerAccount },
    ]);

    const user = await this.users.findByUsernameOrEmail(body.username);
    const valid = user
      ? await this.hasher.verify(user.passwordHash, body.password)
      : await this.hasher.verifyNothing(body.password);
    if (!user || !valid) throw new UnauthorizedException(authErrors.invalidCredentials);

    await this.rateLimit.refund(keys);
    const isSuperAdmin = this.policy.isSuperAdmin(user);
    const changes: Partial<Pick<User, 'passwordHash' | 'isSuperAdmin'>> = {};
    if (user.isSuperAdmin !== isSuperAdmin) changes.isSuperAdmin = isSuperAdmin;
    if (this.hasher.needsRehash(user.passwordHash))
      changes.passwordHash = await this.hasher.hash(body.password);
    if (Object.keys(changes).length > 0) {
      await this.users.update(user.id, changes);
      Object.assign(user, changes);
    }
    await signIn(req, user.id);
    return this.publicView(user);
  }
}
