import type { PublicUser } from '@reunion/contracts';

/** Whether the member has rights waiting for their address to be confirmed (GET /api/user). */
export function awaitsConfirmation(user: PublicUser | null | undefined): boolean {
  if (!user || user.emailConfirmed) return false;
  return user.pendingRoles.administrator || user.pendingRoles.classAccount;
}
