import { queryOptions } from '@tanstack/react-query';
import { INSIGHTS_PATH, insightsSummarySchema, type InsightsSummary } from '@reunion/contracts';
import { getQueryFn } from '@reunion/web-kit';

const fetchSummary = getQueryFn<unknown>({ on401: 'throw' });

/**
 * GET /api/insights, checked against the contract so a mismatched server shows the error alert
 * rather than a page of NaN. Fetched on every visit: the figures move whenever anyone saves a
 * profile, and the mutations elsewhere on the site only refresh the profiles key.
 */
export const insightsQuery = queryOptions<InsightsSummary>({
  queryKey: [INSIGHTS_PATH],
  queryFn: async (context) => insightsSummarySchema.parse(await fetchSummary(context)),
  refetchOnMount: 'always',
});
