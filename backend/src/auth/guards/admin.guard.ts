import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
} from '@nestjs/common';
import type { Request } from 'express';
import { AccessPolicy } from '../access-policy.js';
import { SignedInGuard } from './signed-in.guard.js';

/** Signed in, listed in ADMIN_EMAILS and confirmed; 401 when signed out, 403 when not an administrator. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly signedIn: SignedInGuard,
    private readonly policy: AccessPolicy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.signedIn.canActivate(context);
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user || !this.policy.isAdministrator(user))
      throw new ForbiddenException('Only administrators may do this.');
    return true;
  }
}
