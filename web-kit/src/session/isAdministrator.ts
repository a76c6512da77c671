import type { PublicUser } from '@reunion/contracts';

type Viewer = PublicUser | null | undefined;

/**
 * An administrator (badge, export, deleting any profile), as GET /api/user's `roles` says: the
 * server decides (ADMIN_EMAILS and a confirmed address) and enforces the same on every call.
 */
export function isAdministrator(user: Viewer): boolean {
  return user?.roles.administrator === true;
}

/** The class account, which may edit every profile (GET /api/user's `roles`). */
export function isClassAccount(user: Viewer): boolean {
  return user?.roles.classAccount === true;
}
