import { apiQuery } from '@reunion/web-kit';

/** GET /api/stays/companions/{id}: who shares the profile's hotel on the same nights. */
export const stayCompanionsQuery = (profileId: number) =>
  apiQuery('stayCompanions', { params: { id: profileId } });
