import type { ProfileStatus } from '@reunion/contracts';

/**
 * A published profile offers Save and Unpublish; a draft Save Draft and Submit (docs/pages.md,
 * "Edit profile").
 */
export type EditAction = 'save' | 'unpublish' | 'saveDraft' | 'submit';

export const editActionsFor: Record<ProfileStatus, readonly EditAction[]> = {
  published: ['unpublish', 'save'],
  draft: ['saveDraft', 'submit'],
};

/** The main button of each status, drawn filled and placed last. */
export const primaryEditAction: Record<ProfileStatus, EditAction> = {
  published: 'save',
  draft: 'submit',
};

export const editActionText: Record<EditAction, string> = {
  save: 'Save',
  unpublish: 'Unpublish',
  saveDraft: 'Save Draft',
  submit: 'Submit',
};

/** The status each action saves the profile with. */
export const statusAfter: Record<EditAction, ProfileStatus> = {
  save: 'published',
  unpublish: 'draft',
  saveDraft: 'draft',
  submit: 'published',
};

/** Only publishing a draft checks the whole form; the other saves only the required fields. */
export function needsFullValidation(action: EditAction): boolean {
  return action === 'submit';
}

export const savedToast: Record<EditAction, { title: string; description: string }> = {
  save: { title: 'Profile Saved', description: 'Your changes have been saved.' },
  unpublish: {
    title: 'Profile Saved',
    description: 'Your profile is now a draft and no longer appears in the directory.',
  },
  saveDraft: { title: 'Profile Saved', description: 'Your draft has been saved.' },
  submit: {
    title: 'Profile Published',
    description: 'Your profile is now visible to your classmates.',
  },
};
