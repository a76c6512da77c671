import { Controller, Get, Header, HttpCode, HttpStatus, Post, Query, Req } from '@nestjs/common';
import {
  type OkResponse,
  passwordResetRequestSchema,
  type PasswordResetRequest,
  RESET_EMAIL_SENT_MESSAGE,
  resetPasswordSchema,
  type ResetPassword,
} from '@reunion/contracts';
import type { Request } from 'express';
import { PASSWORD_RESET_DONE_MESSAGE } from './auth.messages.js';
import { PasswordResetService } from './password-reset.service.js';
import { JsonBody } from '../request-bodies/request-bodies.js';

@Controller('api')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post('request-password-reset')
  @HttpCode(HttpStatus.OK)
  async request(
    @JsonBody({ schema: passwordResetRequestSchema }) body: PasswordResetRequest,
    @Req() req: Request,
  ): Promise<OkResponse> {
    await this.resets.requestReset(body.email, req);
    return { ok: true, message: RESET_EMAIL_SENT_MESSAGE };
  }

  /**
   * A bare JSON boolean (docs/api.md, "Calls with a particular shape"); a missing or repeated
   * `token` is simply not valid. Nest sends a non-object as text unless the content type is set.
   */
  @Get('verify-reset-token')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  verify(@Query('token') token: unknown): Promise<boolean> {
    return typeof token === 'string' ? this.resets.isValid(token) : Promise.resolve(false);
  }

  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  async reset(
    @JsonBody({ schema: resetPasswordSchema }) body: ResetPassword,
    @Req() req: Request,
  ): Promise<OkResponse> {
    await this.resets.resetPassword(body, req);
    return { ok: true, message: PASSWORD_RESET_DONE_MESSAGE };
  }
}
