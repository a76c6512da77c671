import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AccessPolicy } from './access-policy.js';
import { AuthController } from './auth.controller.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import { EmailConfirmationToken } from './email-confirmation-token.entity.js';
import { EmailConfirmationService } from './email-confirmation.service.js';
import { AdminGuard } from './guards/admin.guard.js';
import { LocalAuthGuard } from './guards/local-auth.guard.js';
import { SignedInGuard } from './guards/signed-in.guard.js';
import { LocalStrategy } from './passport/local.strategy.js';
import { PASSPORT } from './passport/passport-instance.js';
import { PassportMiddleware } from './passport/passport.middleware.js';
import { passportProvider } from './passport/passport.provider.js';
import { SessionSerializer } from './passport/session.serializer.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';
import { PasswordTurns } from './password-turns.js';
import { SessionStore } from './session/session-store.js';
import { SessionMiddleware } from './session/session.middleware.js';
import { User } from './user.entity.js';
import { UsersService } from './users.service.js';

/**
 * Accounts, sessions, the class-password gate, e-mail confirmation and password reset. Exports the guards and the
 * access policy that later modules (profiles, photos) build their permissions on.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([User, PasswordResetToken, EmailConfirmationToken, ProfileEntity]),
    MailModule,
    RateLimitModule,
  ],
  controllers: [AuthController, PasswordResetController],
  providers: [
    AccessPolicy,
    AuthRepository,
    AuthService,
    EmailConfirmationService,
    PasswordHasher,
    PasswordResetService,
    PasswordTurns,
    SessionStore,
    UsersService,
    SignedInGuard,
    AdminGuard,
    LocalAuthGuard,
    LocalStrategy,
    SessionSerializer,
    passportProvider,
  ],
  exports: [
    AccessPolicy,
    AuthService,
    EmailConfirmationService,
    UsersService,
    SignedInGuard,
    AdminGuard,
    SessionStore,
    PASSPORT,
  ],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Sessions only where the API is: static files and health checks never touch the store.
    consumer.apply(SessionMiddleware).forRoutes({ path: 'api/{*path}', method: RequestMethod.ALL });
    // passport's own calls (its strategies, in the guards) set up the request themselves; only
    // the routes that sign in without one (registration) need initialize()'s `req.logIn`.
    consumer.apply(PassportMiddleware).forRoutes('api/register', 'api/login');
  }
}
