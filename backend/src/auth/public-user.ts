import type { PublicUser } from '@reunion/contracts';
import type { User } from './user.entity.js';

/** The only shape a user leaves the server in: no hash, no token. */
export function toPublicUser(user: User, isSuperAdmin: boolean): PublicUser {
  return { id: user.id, username: user.username, email: user.email, isSuperAdmin };
}
