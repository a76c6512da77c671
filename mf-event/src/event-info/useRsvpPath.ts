import { useMyProfile } from '@reunion/web-kit';
import { internalRoutes } from './eventLinks';

/**
 * Where "RSVP Now" and the accommodation's call to action lead: a member who has a profile
 * answers in it (its RSVP part), one who has none creates it. "You Already Have a Profile" was
 * a dead end for the first (docs/pages.md, "Event page").
 */
export function useRsvpPath(): string {
  const { profileId } = useMyProfile();
  return profileId === null ? internalRoutes.createProfile : internalRoutes.editRsvp(profileId);
}
