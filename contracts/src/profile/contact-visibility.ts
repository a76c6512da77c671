/**
 * Who may see each way to reach a member (docs/profiles.md, "Contact privacy"). Plain data
 * and functions, no schema: the profile page and the directory read it at take-over, and a
 * module that builds a zod schema would bring zod along.
 */
export const contactVisibilityValues = ['classmates', 'organisers', 'only-me'] as const;
export type ContactVisibility = (typeof contactVisibilityValues)[number];

/** The ways to reach a member that the member decides about, one by one. */
export const contactFields = ['email', 'phoneNumber', 'city'] as const;
export type ContactField = (typeof contactFields)[number];

export type ContactVisibilitySettings = Record<ContactField, ContactVisibility>;

/** As before the setting existed: every classmate sees every contact detail. */
export const DEFAULT_CONTACT_VISIBILITY: Readonly<ContactVisibilitySettings> = {
  email: 'classmates',
  phoneNumber: 'classmates',
  city: 'classmates',
};

/**
 * Whose eyes a profile is read with: its owner, an organiser (an administrator or the class
 * account), or any other classmate.
 */
export type ContactAudience = 'owner' | 'organiser' | 'classmate';

const audiencesOf: Record<ContactVisibility, readonly ContactAudience[]> = {
  classmates: ['owner', 'organiser', 'classmate'],
  organisers: ['owner', 'organiser'],
  'only-me': ['owner'],
};

export function contactVisibleTo(
  visibility: ContactVisibility,
  audience: ContactAudience,
): boolean {
  return audiencesOf[visibility].includes(audience);
}

/** The choice as the profile form offers it. */
export const contactVisibilityLabels: Record<ContactVisibility, string> = {
  classmates: 'Classmates',
  organisers: 'Organisers only',
  'only-me': 'Only me',
};
