import { useState } from 'react';
import { deleteProfile } from './profileApi';
import { useInvalidateProfiles } from './useInvalidateProfiles';

/**
 * DELETE /api/profiles/{id}, then the screen's own follow-up (toast, navigation: docs/pages.md
 * differs per screen), and only then the cache: forgetting the profile while its screen is still
 * mounted would make that screen refetch it and flash 'Profile Not Found'.
 */
export function useDeleteProfile(profileId: number) {
  const invalidate = useInvalidateProfiles();
  const [pending, setPending] = useState(false);

  const remove = async (onDeleted: () => void): Promise<void> => {
    setPending(true);
    try {
      await deleteProfile(profileId);
    } finally {
      setPending(false);
    }
    onDeleted();
    void invalidate(profileId, { deleted: true });
  };

  return { remove, pending };
}
