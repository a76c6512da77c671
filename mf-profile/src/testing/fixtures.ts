import type { PublicUser } from '@reunion/contracts';
import { anAdministrator, aPublicUser } from '@reunion/web-kit/testing';

// Realistic API answers: the shapes the backend sends (contracts' profileSchema, publicUserSchema).
// The profile is contracts' shared fixture.
export { aProfile } from '@reunion/contracts/testing';

export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return aPublicUser(overrides);
}

const classAccountRoles = { administrator: false, classAccount: true };
export const classAccount = aUser({
  id: 99,
  username: 'MBA05J',
  email: 'class@example.org',
  roles: classAccountRoles,
});
export const administrator = anAdministrator({
  id: 98,
  username: 'admin@example.org',
  email: 'admin@example.org',
});
export const stranger = aUser({ id: 50, username: 'bob@example.org', email: 'bob@example.org' });
