import { useQuery } from '@tanstack/react-query';
import { parseRecordId } from '@reunion/contracts';
import { apiQuery, type PagePrefetch } from '@reunion/web-kit';

/** GET /api/profiles/{id} through the shared cache key (the shell's and other sections'). */
export const profileQuery = (id: number) => apiQuery('getProfile', { params: { id } });

export function useProfileQuery(id: number | undefined) {
  return useQuery({ ...profileQuery(id ?? 0), enabled: id !== undefined });
}

/** For the server: the profile of the route's :id comes with the page. */
export const prefetchProfile: PagePrefetch = async ({ queryClient, params }) => {
  const id = parseRecordId(params.id);
  if (id !== undefined) await queryClient.prefetchQuery(profileQuery(id));
};
