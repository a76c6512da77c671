import type { User } from '../auth/user.entity.js';
import type { RateLimitCharge } from '../rate-limit/rate-limit.service.js';

/**
 * The counter a profile save is charged to (RATE_LIMIT_PROFILE_SAVES_PER_ACCOUNT): per member and
 * profile, so the class account may save each member's. `profile` is the route's id, or 'new'.
 */
export const profileSaveCharges = (user: User, profile: number | 'new'): RateLimitCharge[] => [
  { limit: 'profileSavesPerAccount', key: `${user.id}:${profile}` },
];
