import type { ProfileStatus } from '@reunion/contracts';
import { useCurrentUser } from './useCurrentUser.js';

export interface MyProfileState {
  /** The signed-in user's own profile (GET /api/user's `profileId`); null when they have none. */
  profileId: number | null;
  /** Its status: a draft is seen by its owner alone. */
  profileStatus: ProfileStatus | null;
  /** True until the session has loaded. */
  isPending: boolean;
  error: Error | null;
}

/**
 * The signed-in user's own profile, as the server says in GET /api/user: no profile list is
 * downloaded to find it. Saves and deletes refresh the user query (mf-profile's
 * useInvalidateProfiles), so this follows them.
 */
export function useMyProfile(): MyProfileState {
  const user = useCurrentUser();
  return {
    profileId: user.data?.profileId ?? null,
    profileStatus: user.data?.profileStatus ?? null,
    isPending: user.isPending,
    error: user.error,
  };
}
