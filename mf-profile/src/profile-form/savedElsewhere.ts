import { profileMessages } from '@reunion/contracts';
import { ApiRequestError } from '@reunion/web-kit';

/**
 * A save refused because the profile was saved elsewhere since the version the form opened on
 * (412; docs/profiles.md, "Two saves of one profile").
 */
export const savedElsewhere = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 412;

/** Said as the form opens on the newer version, with what was changed here put back on top. */
export const savedElsewhereToast = {
  title: profileMessages.profileChanged,
  description: 'Loaded again with your changes on top: check, then save.',
} as const;
