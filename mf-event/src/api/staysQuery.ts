import { apiQuery } from '@reunion/web-kit';

/** GET /api/stays, checked against the contract: the day-by-day view is worked out from it. */
export const staysQuery = apiQuery('stays');
