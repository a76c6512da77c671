import type { PublicUser } from '@reunion/contracts';

/**
 * The administrators of SPEC §6 (badge, delete any profile, export). The server sets
 * `isSuperAdmin` from ADMIN_EMAILS and enforces the same rule on its side.
 */
export function isAdministrator(user: PublicUser | null | undefined): boolean {
  return user?.isSuperAdmin === true;
}
