import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@reunion/web-kit';
import { useCallback } from 'react';

/**
 * After a mutation: the list and the profile's own key are refreshed (SPEC §7, data is never
 * stale otherwise). A deleted profile's key is dropped instead, so no screen refetches a 404.
 */
export function useInvalidateProfiles() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number, { deleted = false }: { deleted?: boolean } = {}) => {
      const key = queryKeys.profile(id);
      if (deleted) queryClient.removeQueries({ queryKey: key, exact: true });
      else await queryClient.invalidateQueries({ queryKey: key, exact: true });
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles, exact: true });
    },
    [queryClient],
  );
}
