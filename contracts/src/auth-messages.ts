// The auth texts and limits, apart from the schemas (auth.ts): the sign-in forms need only
// these, and a module defining zod schemas brings all of zod's classic API along.

/** Minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

/** The texts the auth forms and the server share (docs/messages.md, "Sign in and register"). */
export const authMessages = {
  usernameRequired: 'Username/Email is required',
  passwordRequired: 'Password is required',
  emailAndPasswordRequired: 'Email and password are required',
  invalidEmail: 'Invalid email address',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  confirmRequired: 'Please confirm your password',
  emailRequired: 'Email is required',
  validEmailRequired: 'Please enter a valid email address',
  wrongClassPassword: 'The password you entered is incorrect. Please try again.',
  invisibleCharacters:
    'Use visible characters only: no zero-width, direction-control or other invisible characters.',
} as const;

/** The answer to a reset request, the same whether or not the account exists. */
export const RESET_EMAIL_SENT_MESSAGE =
  "If an account with that email exists, you'll receive a password reset link.";
