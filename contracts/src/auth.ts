import { z } from 'zod';
import { authMessages, MIN_PASSWORD_LENGTH } from './auth-messages.js';
import { hasInvisibleCharacters } from './invisible-characters.js';

const password = z.string().min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort).max(200);
const visible = (text: string) => !hasInvisibleCharacters(text);

/** POST /api/login: `username` holds the username or the e-mail. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, authMessages.usernameRequired).max(254),
  password: z.string().min(1, authMessages.passwordRequired).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * POST /api/register. The site's own form sends the e-mail as the username (docs/api.md,
 * "Calls with a particular shape"); an outside client may send a username of its own.
 * `classPassword` is the registration gate, checked by the server (docs/permissions.md,
 * "Registration").
 */
export const registerRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .refine(visible, authMessages.invisibleCharacters)
    .optional(),
  email: z
    .email(authMessages.invalidEmail)
    .max(254)
    .refine(visible, authMessages.invisibleCharacters),
  password,
  classPassword: z.string().max(200),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * POST /api/request-password-reset. A missing or empty e-mail is told it is required, as the
 * form says, rather than that it is not a valid address.
 */
export const passwordResetRequestSchema = z.object({
  email: z
    .string(authMessages.emailRequired)
    .min(1, authMessages.emailRequired)
    .pipe(z.email(authMessages.validEmailRequired).max(254)),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/reset-password: token, email, password. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  email: z.email().max(254).optional(),
  password,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** POST /api/confirm-email: the token of the link mailed at registration. */
export const confirmEmailRequestSchema = z.object({ token: z.string().min(1).max(200) });
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

/**
 * GET /api/verify-reset-token answers a bare boolean (docs/api.md, "Calls with a particular
 * shape").
 */
export const verifyResetTokenResponseSchema = z.boolean();

/** The body of every error the API sends (docs/api.md, "Errors"). */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** POST /api/verify-class-password: the registration gate asks the server before the form opens. */
export const classPasswordCheckSchema = z.object({ classPassword: z.string().max(200) });
export type ClassPasswordCheck = z.infer<typeof classPasswordCheckSchema>;
