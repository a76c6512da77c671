/**
 * How long a sign-in lasts: 30 days from signing in, whatever the member does meanwhile. The
 * server's session cookie and store (backend/src/auth/session/session-data.ts) and what a
 * browser keeps of a member's typing (profile/form-draft.ts) go by it.
 */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
