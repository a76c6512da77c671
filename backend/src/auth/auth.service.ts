import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  authMessages,
  type LoginRequest,
  type PublicUser,
  type RegisterRequest,
} from '@reunion/contracts';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { uniqueViolationOf } from '../database/unique-violation.js';
import { type RateLimitCharge, RateLimitService } from '../rate-limit/rate-limit.service.js';
import { AccessPolicy } from './access-policy.js';
import { authErrors } from './auth.messages.js';
import { classPasswordMatches } from './class-password.js';
import { clientIp } from './client-ip.js';
import { refuseCommonPassword } from './common-passwords.js';
import { EmailConfirmationService } from './email-confirmation.service.js';
import { confusableSkeleton, identityKey } from './identity/identity-key.js';
import { PasswordHasher } from './password-hasher.js';
import { toPublicUser } from './public-user.js';
import { signIn } from './session/sign-in.js';
import type { User } from './user.entity.js';
import { UsersService } from './users.service.js';
import { AuthRepository } from './auth.repository.js';

/** Registration, sign-in and the public view of a user. */
@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: AuthRepository,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly policy: AccessPolicy,
    private readonly rateLimit: RateLimitService,
    private readonly confirmation: EmailConfirmationService,
  ) {}

  /**
   * The user with what the server allows them now, and their own profile's id and status. Roles an
   * unconfirmed address would claim are not said: they would tell anyone who registers an
   * address whether it is an administrator's.
   */
  async publicView(user: User): Promise<PublicUser> {
    const own = await this.repository.findOwnProfile(user.id);
    return toPublicUser(user, {
      profileId: own?.id ?? null,
      profileStatus: own?.status ?? null,
      roles: this.policy.rolesOf(user),
    });
  }

  /**
   * The registration gate on its own, so the form can open only after a right answer. Failures
   * share registration's per-IP budget: the class password cannot be guessed through either door.
   */
  async checkClassPassword(classPassword: string, req: Request): Promise<void> {
    const attempt = { limit: 'registerPerIp', key: clientIp(req) } as const;
    await this.rateLimit.charge([attempt]);
    if (!classPasswordMatches(classPassword, this.config.classPassword)) {
      throw new ForbiddenException(authMessages.wrongClassPassword);
    }
    await this.rateLimit.refund([attempt]);
  }

  /**
   * Creates the account (username defaults to the e-mail), mails the confirmation link and
   * signs it in. The account starts with no role: roles wait for the confirmed address.
   * Every registration counts against the IP's budget, successful ones too: accounts are what
   * quotas and mail are granted per, so they cannot be free to make.
   */
  async register(body: RegisterRequest, req: Request): Promise<PublicUser> {
    const attempt: RateLimitCharge = { limit: 'registerPerIp', key: clientIp(req) };
    await this.rateLimit.charge([attempt]);
    // The gate comes before any lookup, so outsiders cannot learn which e-mails have accounts.
    if (!classPasswordMatches(body.classPassword, this.config.classPassword)) {
      throw new ForbiddenException(authMessages.wrongClassPassword);
    }
    refuseCommonPassword(body.password);
    const email = body.email.trim();
    const username = body.username ?? email;
    this.refuseSquatting(username, email);

    const passwordHash = await this.rateLimit.refundIfBusy([attempt], () =>
      this.hasher.hash(body.password),
    );
    let user: User;
    try {
      user = await this.users.createUnique({ username, email, passwordHash }, (key) =>
        this.policy.namesRole(key),
      );
    } catch (error) {
      // An index older than the normal form caught what the checks let through.
      if (uniqueViolationOf(error) !== null) throw new ConflictException(authErrors.accountTaken);
      throw error;
    }
    this.confirmation.sendLinkSoon(user);
    await signIn(req, user);
    return this.publicView(user);
  }

  /**
   * Names that would keep someone else out of their own account. An address as username must
   * be the account's own (else registering `admin@…` as a name would make the real admin's
   * address unusable, with no reset to recover it: reset finds accounts by e-mail). The class
   * account's name, or a look-alike, goes only with CLASS_ACCOUNT_EMAIL, and that address only
   * with that name.
   */
  private refuseSquatting(username: string, email: string): void {
    const emailKey = identityKey(email);
    // The normal form, which lookups compare: a fullwidth ＠ in a name becomes an @ there.
    const usernameKey = identityKey(username);
    if (usernameKey.includes('@') && usernameKey !== emailKey)
      throw new ConflictException(authErrors.ownEmailAsUsername);
    const classAccountName = this.policy.isClassAccountName(confusableSkeleton(username));
    const classAccountEmail = emailKey === this.config.classAccountEmail;
    if (classAccountName !== classAccountEmail)
      throw new ConflictException(authErrors.classAccountName);
  }

  /**
   * Signs in by username or e-mail, in any spelling of the same normal form. Every attempt is
   * charged against the IP and the IP+account pair (the account, not the spelling: typing the
   * e-mail instead of the username, or in capitals, does not open a fresh budget), before the
   * password is hashed. A success gives back the IP's attempt only, so a venue's shared address
   * is never locked by classmates signing in; the pair's counts successes too, since each costs a
   * hash (tens of ms of the thread pool) and a session row, and one account's sign-ins looped
   * from one address were otherwise free. Called by passport-local (LocalStrategy); the session
   * is started by LocalAuthGuard once this answers the user.
   */
  async checkCredentials(body: LoginRequest, req: Request): Promise<User> {
    const ip = clientIp(req);
    const user = await this.users.findByUsernameOrEmail(body.username);
    const perIp: RateLimitCharge = { limit: 'loginPerIp', key: ip };
    const perAccount: RateLimitCharge = {
      limit: 'loginPerAccount',
      key: `${ip}:${user ? `#${user.id}` : identityKey(body.username)}`,
    };
    await this.rateLimit.charge([perIp, perAccount]);

    const valid = await this.rateLimit.refundIfBusy([perIp, perAccount], () =>
      user
        ? this.hasher.verify(user.passwordHash, body.password)
        : this.hasher.verifyNothing(body.password),
    );
    if (!user || !valid) throw new UnauthorizedException(authErrors.invalidCredentials);

    await this.rateLimit.refund([perIp]);
    if (this.hasher.needsRehash(user.passwordHash)) await this.rehash(user, body.password);
    return user;
  }

  /** Today's settings for an older hash; left for the next sign-in when the turns are full. */
  private async rehash(user: User, password: string): Promise<void> {
    try {
      user.passwordHash = await this.hasher.hash(password);
    } catch (error) {
      if (error instanceof ServiceUnavailableException) return;
      throw error;
    }
    await this.users.setPasswordHash(user.id, user.passwordHash);
  }
}
