/** The server's own error texts for the auth endpoints (the form texts live in contracts). */
export const authErrors = {
  invalidCredentials: 'Invalid username/email or password.',
  emailTaken: 'An account with this email already exists.',
  inboxTaken:
    'An account with this e-mail inbox already exists (the same address, with a +tag or dots). Sign in to it, or reset its password.',
  usernameTaken: 'This username is already taken.',
  accountTaken: 'Username or email may already be taken.',
  usernameLookalike:
    "This username looks too much like an existing member's. Please choose a different one.",
  classAccountName:
    'This username and this e-mail address are kept for the class account, and go only together.',
  commonPassword:
    'This password is one of the most common ones and easy to guess. Please choose another.',
  invalidConfirmationToken:
    'This confirmation link is invalid, already used or expired. Ask for a new one from the site.',
  confirmationForAnotherAccount:
    'This link confirms the address of another account. Sign in to that account and open the link again.',
  ownEmailAsUsername: 'A username that is an e-mail address must be your own e-mail address.',
  invalidResetToken:
    'Your password reset link is invalid or has expired. Please request a new one.',
  /** Too many sign-ins, registrations and new passwords waiting for a hash at once (503). */
  busy: 'Many classmates are signing in right now. Please try again in a moment.',
} as const;

export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been reset. You can now sign in with it.';

export const EMAIL_CONFIRMED_MESSAGE = 'Your e-mail address is confirmed.';
export const CONFIRMATION_SENT_MESSAGE =
  'We sent a new confirmation link to your e-mail address. It works for 48 hours.';
export const ALREADY_CONFIRMED_MESSAGE = 'Your e-mail address is already confirmed.';
