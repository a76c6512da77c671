import { apiQuery, routeQueryKey } from '@reunion/web-kit';

/** The key every profile's neighbours live under (a saved profile moves them all). */
export const NEIGHBOURS_KEY = routeQueryKey('directoryNeighbours');

/** GET /api/directory/neighbours/{id}: the two links under a profile. */
export const neighboursQuery = (profileId: number) =>
  apiQuery('directoryNeighbours', { params: { id: profileId } });
