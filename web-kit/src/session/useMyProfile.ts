import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@reunion/contracts';
import { profilesQuery } from './sessionQueries.js';
import { useCurrentUser } from './useCurrentUser.js';

export interface MyProfileState {
  /** The profile whose userId is the signed-in user's id; undefined if none (or not loaded). */
  profile: Profile | undefined;
  /** True until both the session and, for a signed-in user, the profile list have loaded. */
  isPending: boolean;
  error: Error | null;
}

/**
 * The signed-in user's own profile (SPEC §3). The profile list is requested only when
 * someone is signed in (SPEC §4).
 */
export function useMyProfile(): MyProfileState {
  const userQuery = useCurrentUser();
  const user = userQuery.data;
  const profiles = useQuery({ ...profilesQuery, enabled: Boolean(user) });
  return {
    profile: user ? profiles.data?.find((profile) => profile.userId === user.id) : undefined,
    isPending: userQuery.isPending || (Boolean(user) && profiles.isPending),
    error: userQuery.error ?? profiles.error,
  };
}
