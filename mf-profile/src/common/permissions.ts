import type { Profile, PublicUser } from '@reunion/contracts';
import { isAdministrator, isClassAccount } from '@reunion/web-kit';

type Viewer = PublicUser | null | undefined;
type Owned = Pick<Profile, 'userId'>;

export function isOwner(user: Viewer, profile: Owned): boolean {
  return Boolean(user) && user?.id === profile.userId;
}

/**
 * The owner, or the class account, may edit; the roles are the server's (GET /api/user), which
 * enforces the same rule on every call.
 */
export function canEditProfile(user: Viewer, profile: Owned): boolean {
  return isOwner(user, profile) || isClassAccount(user);
}

/** The owner, or an administrator, may delete. */
export function canDeleteProfile(user: Viewer, profile: Owned): boolean {
  return isOwner(user, profile) || isAdministrator(user);
}
