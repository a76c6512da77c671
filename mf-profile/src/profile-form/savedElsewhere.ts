import { ApiRequestError } from '@reunion/web-kit';

/**
 * A save refused because the profile was saved elsewhere since the version the form opened on
 * (412; docs/profiles.md, "Two saves of one profile").
 */
export const savedElsewhere = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 412;
