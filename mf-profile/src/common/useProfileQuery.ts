import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@reunion/contracts';
import { type PagePrefetch, queryKeys } from '@reunion/web-kit';

/** The :id of a route as a profile id, or undefined for anything that cannot be one. */
export function parseProfileId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** GET /api/profiles/{id} through the shared cache key (the default query function fetches it). */
export function useProfileQuery(id: number | undefined) {
  return useQuery<Profile>({ queryKey: queryKeys.profile(id ?? 0), enabled: id !== undefined });
}

/** For the server: the profile of the route's :id comes with the page. */
export const prefetchProfile: PagePrefetch = async ({ queryClient, params }) => {
  const id = parseProfileId(params.id);
  if (id !== undefined) await queryClient.prefetchQuery({ queryKey: queryKeys.profile(id) });
};
