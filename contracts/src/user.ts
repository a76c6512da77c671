import { z } from 'zod';

/** The user as the API shows it: never a password hash or a reset token. */
export const publicUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string().nullable(),
  isSuperAdmin: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Default username of the class account, which may edit any profile (SPEC §6). */
export const DEFAULT_CLASS_ACCOUNT = 'MBA05J';
