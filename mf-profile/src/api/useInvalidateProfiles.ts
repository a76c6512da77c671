import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '@reunion/web-kit';
import { useCallback } from 'react';
import { NEIGHBOURS_KEY } from './neighboursQuery';

/**
 * After a mutation: the profile's own key, every profile's previous/next links (a saved profile
 * moves to the top of the directory) and the user (whose `profileId` may have changed) are
 * refreshed (the query client never refetches by itself). A deleted profile's key is
 * dropped instead, so no screen refetches a 404.
 */
export function useInvalidateProfiles() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number, { deleted = false }: { deleted?: boolean } = {}) => {
      const key = queryKeyOf('getProfile', { params: { id } });
      if (deleted) queryClient.removeQueries({ queryKey: key, exact: true });
      else await queryClient.invalidateQueries({ queryKey: key, exact: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: NEIGHBOURS_KEY }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf('getUser'), exact: true }),
      ]);
    },
    [queryClient],
  );
}
