import type { ProfileStatus } from '@reunion/contracts';

/**
 * The home screen's call to action, which depends on whether the user has a profile (docs/pages.md,
 * "Home").
 */
export interface ProfileCta {
  to: string;
  heroLabel: string;
  joinLabel: string;
  encouragement: string;
  /** Said under the hero's buttons while the profile is a draft, which nobody else sees. */
  draftHint?: string;
}

export function profileCta(
  profileId: number | null,
  profileStatus: ProfileStatus | null = null,
): ProfileCta {
  if (profileId !== null && profileStatus === 'draft') {
    return {
      to: `/profile/edit/${profileId}`,
      heroLabel: 'Finish Your Profile',
      joinLabel: 'Finish Your Profile Now',
      encouragement:
        'Your profile is saved as a draft. Submit it when you are ready, so classmates can find you, see your RSVP and plan to meet you in Fontainebleau.',
      draftHint: 'Your profile is still a draft: only you can see it until you submit it.',
    };
  }
  if (profileId !== null) {
    return {
      to: `/profile/edit/${profileId}`,
      heroLabel: 'Modify Your Profile',
      joinLabel: 'Modify Your Profile Now',
      encouragement:
        'Thank you for sharing your story! Keep your profile up to date — your RSVP, travel dates and where you are staying — so classmates can plan to meet you in Fontainebleau.',
    };
  }
  return {
    to: '/create-profile',
    heroLabel: 'Create Your Profile',
    joinLabel: 'Create Your Profile Now',
    encouragement:
      'Twenty years on, your classmates want to hear your story. Create your profile to share your journey since graduation, RSVP for the reunion and the Paris gathering, and find who you will meet there.',
  };
}
