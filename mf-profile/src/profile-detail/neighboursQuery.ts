import { queryOptions } from '@tanstack/react-query';
import { directoryNeighboursPath } from '@reunion/contracts';
import { apiRequest, parseOnDemand } from '@reunion/web-kit';

const parseNeighbours = parseOnDemand(
  async () => (await import('@reunion/contracts')).directoryNeighboursSchema,
);

/** The key every profile's neighbours live under (a saved profile moves them all). */
export const NEIGHBOURS_KEY = ['/api/directory/neighbours'] as const;

/** GET /api/directory/neighbours/{id}: the two links under a profile. */
export const neighboursQuery = (profileId: number) =>
  queryOptions({
    queryKey: [...NEIGHBOURS_KEY, profileId],
    queryFn: async () =>
      parseNeighbours(await (await apiRequest('GET', directoryNeighboursPath(profileId))).json()),
  });
