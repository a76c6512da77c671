import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../auth/user.entity.js';
import { type RateLimitCharge, RateLimitService } from '../rate-limit/rate-limit.service.js';
import { profileErrors } from './profiles.messages.js';

/**
 * The counter a profile save is charged to (RATE_LIMIT_PROFILE_SAVES_PER_ACCOUNT): per member and
 * profile, so the class account may save each member's. `profile` is the route's id, or 'new'.
 */
export const profileSaveCharges = (user: User, profile: number | string): RateLimitCharge[] => [
  { limit: 'profileSavesPerAccount', key: `${user.id}:${profile}` },
];

/**
 * Refuses a save its sender has no saves left for before its body (up to 21 MB of photos as
 * data URLs) is read and parsed: guards run before the body interceptor. Looks without
 * charging; the service's charge decides. After SignedInGuard, which puts the user on the
 * request. An id the route will find no profile for counts for nothing here.
 */
@Injectable()
export class ProfileSaveGuard implements CanActivate {
  constructor(private readonly rateLimit: RateLimitService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const { id } = req.params;
    await this.rateLimit.refuseIfSpent(
      profileSaveCharges(req.user as User, typeof id === 'string' ? id : 'new'),
      profileErrors.tooManySaves,
    );
    return true;
  }
}
