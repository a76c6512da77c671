import { Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  classPasswordCheckSchema,
  type ClassPasswordCheck,
  confirmEmailRequestSchema,
  type ConfirmEmailRequest,
  type OkResponse,
  type PublicUser,
  registerRequestSchema,
  type RegisterRequest,
} from '@reunion/contracts';
import type { Request, Response } from 'express';
import {
  ALREADY_CONFIRMED_MESSAGE,
  CONFIRMATION_SENT_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
} from './auth.messages.js';
import { AuthService } from './auth.service.js';
import { EmailConfirmationService } from './email-confirmation.service.js';
import { CurrentUser } from './guards/current-user.decorator.js';
import { LocalAuthGuard } from './guards/local-auth.guard.js';
import { SignedInGuard } from './guards/signed-in.guard.js';
import { signOut } from './session/sign-in.js';
import type { User } from './user.entity.js';
import { JsonBody } from '../request-bodies/request-bodies.js';

/** The session calls and e-mail confirmation; bodies are validated with the contracts' schemas. */
@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly confirmation: EmailConfirmationService,
  ) {}

  @Get('user')
  @UseGuards(SignedInGuard)
  currentUser(@CurrentUser() user: User): Promise<PublicUser> {
    return this.auth.publicView(user);
  }

  /** LocalAuthGuard reads and checks the body (loginRequestSchema) and signs the user in. */
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(LocalAuthGuard)
  login(@CurrentUser() user: User): Promise<PublicUser> {
    return this.auth.publicView(user);
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  async logout(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OkResponse> {
    await signOut(req, res);
    return { ok: true };
  }

  @Post('register')
  register(
    @JsonBody({ schema: registerRequestSchema }) body: RegisterRequest,
    @Req() req: Request,
  ): Promise<PublicUser> {
    return this.auth.register(body, req);
  }

  @Post('verify-class-password')
  @HttpCode(HttpStatus.OK)
  async verifyClassPassword(
    @JsonBody({ schema: classPasswordCheckSchema }) body: ClassPasswordCheck,
    @Req() req: Request,
  ): Promise<OkResponse> {
    await this.auth.checkClassPassword(body.classPassword, req);
    return { ok: true };
  }

  /** The mailed link's page posts its token here, signed in as the account it was sent to. */
  @Post('confirm-email')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SignedInGuard)
  async confirmEmail(
    @CurrentUser() user: User,
    @JsonBody({ schema: confirmEmailRequestSchema }) body: ConfirmEmailRequest,
  ): Promise<OkResponse> {
    await this.confirmation.confirm(user, body.token);
    return { ok: true, message: EMAIL_CONFIRMED_MESSAGE };
  }

  @Post('request-email-confirmation')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SignedInGuard)
  async requestEmailConfirmation(@CurrentUser() user: User): Promise<OkResponse> {
    const outcome = await this.confirmation.resend(user);
    return {
      ok: true,
      message: outcome === 'sent' ? CONFIRMATION_SENT_MESSAGE : ALREADY_CONFIRMED_MESSAGE,
    };
  }
}
