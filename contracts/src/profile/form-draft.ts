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
