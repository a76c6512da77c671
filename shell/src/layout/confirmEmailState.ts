import type { PublicUser } from '@reunion/contracts';

/**
 * Whether the member's address is still unconfirmed (GET /api/user). Every such member is
 * asked, not only those with rights waiting: the server does not say whose address would
 * carry a role, or anyone could learn it by registering the address.
 */
export function awaitsConfirmation(user: PublicUser | null | undefined): boolean {
  return Boolean(user && user.email && !user.emailConfirmed);
}
