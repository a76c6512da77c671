// zod/mini rather than zod's classic API: the shell checks GET /api/user with this schema
// before its first paint, and zod/mini is tree-shaken to the few checks used here (about 5 KiB
// gzip, against about 25 KiB for the classic API; bench/RESULTS.md, "First load"). Both are zod
// 4: the schema parses, infers and nests in classic schemas the same way.
import * as z from 'zod/mini';
import { profileStatusValues } from './profile/enum-values.js';

/**
 * What the server lets an account do beyond its own things: `administrator` (ADMIN_EMAILS:
 * export, deleting any profile, releases) and `classAccount` (CLASS_ACCOUNT: editing any
 * profile). Screens decide what to show from these alone.
 */
export const userRolesSchema = z.object({
  administrator: z.boolean(),
  classAccount: z.boolean(),
});
export type UserRoles = z.infer<typeof userRolesSchema>;

/**
 * The user as the API shows it (GET /api/user, login, register): never a password hash or a
 * token. `roles` are those the server enforces now (none until the address is confirmed:
 * `emailConfirmed`); `profileId` is the member's own profile, or null, and `profileStatus` its
 * status (Home says when it is still a draft nobody else sees).
 */
export const publicUserSchema = z.object({
  id: z.int().check(z.positive()),
  username: z.string(),
  email: z.nullable(z.string()),
  emailConfirmed: z.boolean(),
  profileId: z.nullable(z.int().check(z.positive())),
  profileStatus: z.nullable(z.enum(profileStatusValues)),
  roles: userRolesSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;
