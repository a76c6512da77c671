import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  classPasswordCheckSchema,
  type ClassPasswordCheck,
  loginRequestSchema,
  type LoginRequest,
  type OkResponse,
  type PublicUser,
  registerRequestSchema,
  type RegisterRequest,
} from '@reunion/contracts';
import type { Request, Response } from 'express';
import { AuthService } from './auth.service.js';
import { CurrentUser } from './guards/current-user.decorator.js';
import { SignedInGuard } from './guards/signed-in.guard.js';
import { signOut } from './session/sign-in.js';
import type { User } from './user.entity.js';

/** SPEC §7 session calls; bodies are validated with the contracts' schemas. */
@Controller('api')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Get('user')
  @UseGuards(SignedInGuard)
  currentUser(@CurrentUser() user: User): PublicUser {
    return this.auth.publicView(user);
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  login(
    @Body({ schema: loginRequestSchema }) body: LoginRequest,
    @Req() req: Request,
  ): Promise<PublicUser> {
    return this.auth.login(body, req);
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
    @Body({ schema: registerRequestSchema }) body: RegisterRequest,
    @Req() req: Request,
  ): Promise<PublicUser> {
    return this.auth.register(body, req);
  }

  @Post('verify-class-password')
  @HttpCode(HttpStatus.OK)
  async verifyClassPassword(
    @Body({ schema: classPasswordCheckSchema }) body: ClassPasswordCheck,
    @Req() req: Request,
  ): Promise<OkResponse> {
    await this.auth.checkClassPassword(body.classPassword, req);
    return { ok: true };
  }
}
