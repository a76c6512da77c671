// zod/mini rather than zod's classic API: the shell checks GET /api/user with this schema
// before its first paint, and zod/mini is tree-shaken to the few checks used here (about 5 KiB
// gzip, against about 25 KiB for the classic API; bench/RESULTS.md, "First load"). Both are zod
// 4: the schema parses, infers and nests in classic schemas the same way.
import * as z from 'zod/mini';

/** The user as the API shows it: never a password hash or a reset token. */
export const publicUserSchema = z.object({
  id: z.int().check(z.positive()),
  username: z.string(),
  email: z.nullable(z.string()),
  isSuperAdmin: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Default username of the class account, which may edit any profile (SPEC §6). */
export const DEFAULT_CLASS_ACCOUNT = 'MBA05J';
