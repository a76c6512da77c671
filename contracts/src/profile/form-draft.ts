import { SESSION_MAX_AGE_MS } from '../session/session-length.js';

/**
 * What the profile form keeps in the browser while its changes are not saved (docs/profiles.md,
 * "What you typed is kept on this device"): when it was kept, and the form's values as JSON
 * (a value the form holds as undefined is kept as null, so clearing a choice is kept too).
 */
export interface ProfileFormDraft {
  /** ISO 8601 instant of the last change kept. */
  savedAt: string;
  values: Record<string, unknown>;
}

/**
 * The longest a draft is kept after its last change: a sign-in's length. A draft is there for a
 * member whose session ended mid-edit to sign in again and find their typing; by then the
 * session it was typed in has ended whatever happened, and the member has not been back to it.
 */
export const PROFILE_DRAFT_MAX_AGE_MS = SESSION_MAX_AGE_MS;

/**
 * The detail of the event web-kit sends when drafts are forgotten (PROFILE_DRAFTS_FORGOTTEN),
 * read by what a section keeps of a draft in its own memory. A section may be of another release
 * than the shell that sent it: an event without a detail forgets every draft.
 */
export interface ProfileDraftsForgotten {
  /** The member whose drafts stay (a sign-in keeps the member's own); absent at Logout. */
  readonly keptFor?: number;
}
