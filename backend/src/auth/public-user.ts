import type { PublicUser } from '@reunion/contracts';
import type { User } from './user.entity.js';

/** The only shape a user leaves the server in: no hash, no token, no normal forms. */
export function toPublicUser(
  user: User,
  allowed: Pick<PublicUser, 'profileId' | 'profileStatus' | 'roles'>,
): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailConfirmed: user.emailConfirmedAt !== null,
    ...allowed,
  };
}
