import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { UsersService } from '../users.service.js';

export const NOT_SIGNED_IN_MESSAGE = 'You are not signed in.';

/**
 * Lets a request through only with a session whose user still exists, and hands that user to
 * the handler (`@CurrentUser()`). The user is re-read each time, so a deleted account or a
 * changed e-mail takes effect at once.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const userId = req.session?.userId;
    const user = userId === undefined ? null : await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(NOT_SIGNED_IN_MESSAGE);
    req.currentUser = user;
    return true;
  }
}
