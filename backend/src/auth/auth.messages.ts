/** The server's own error texts for the auth endpoints (the form texts live in contracts). */
export const authErrors = {
  invalidCredentials: 'Invalid username/email or password.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  accountTaken: 'Username or email may already be taken.',
  invalidResetToken:
    'Your password reset link is invalid or has expired. Please request a new one.',
} as const;

export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been reset. You can now sign in with it.';
