import { DEFAULT_CLASS_ACCOUNT, type Profile, type PublicUser } from '@reunion/contracts';
import { isAdministrator } from '@reunion/web-kit';

type Viewer = PublicUser | null | undefined;
type Owned = Pick<Profile, 'userId'>;

export function isOwner(user: Viewer, profile: Owned): boolean {
  return Boolean(user) && user?.id === profile.userId;
}

/**
 * SPEC §6: the owner, or the class account, may edit. The client knows only the default name
 * of the class account (the server's CLASS_ACCOUNT may differ and is what really decides).
 */
export function canEditProfile(user: Viewer, profile: Owned): boolean {
  return isOwner(user, profile) || user?.username === DEFAULT_CLASS_ACCOUNT;
}

/** SPEC §6: the owner, or an administrator, may delete. */
export function canDeleteProfile(user: Viewer, profile: Owned): boolean {
  return isOwner(user, profile) || isAdministrator(user);
}
