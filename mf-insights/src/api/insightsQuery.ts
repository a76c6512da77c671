import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '@reunion/web-kit';

/**
 * Fetched again on every visit — unless this visit's answer is only seconds old (the page came
 * from the server with it, or another part of the page just fetched it).
 */
const refetchOnMount = (query: { state: { dataUpdatedAt: number } }): 'always' | false =>
  Date.now() - query.state.dataUpdatedAt > 10_000 ? 'always' : false;

/**
 * GET /api/insights, checked against the contract so a mismatched server shows the error alert
 * rather than a page of NaN. Fetched on every visit: the figures move whenever anyone saves a
 * profile, and the mutations elsewhere on the site only refresh the profiles key.
 */
export const insightsQuery = queryOptions({ ...apiQuery('insights'), refetchOnMount });

/** GET /api/insights/profiles: the table's rows, fetched like the figures. */
export const insightsProfilesQuery = queryOptions({
  ...apiQuery('insightsProfiles'),
  refetchOnMount,
});
