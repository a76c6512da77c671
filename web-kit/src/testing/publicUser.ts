import type { PublicUser, UserRoles } from '@reunion/contracts';

export const NO_ROLES: UserRoles = { administrator: false, classAccount: false };

/** A signed-in member as GET /api/user answers: confirmed, no profile, no role. */
export function aPublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    username: 'ada@example.org',
    email: 'ada@example.org',
    emailConfirmed: true,
    profileId: null,
    profileStatus: null,
    roles: NO_ROLES,
    ...overrides,
  };
}

/** An administrator whose address is confirmed. */
export function anAdministrator(overrides: Partial<PublicUser> = {}): PublicUser {
  return aPublicUser({ roles: { administrator: true, classAccount: false }, ...overrides });
}
