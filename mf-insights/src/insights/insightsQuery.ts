import { queryOptions } from '@tanstack/react-query';
import {
  INSIGHTS_PATH,
  INSIGHTS_PROFILES_PATH,
  insightsSummarySchema,
  insightsTableProfileListSchema,
  type InsightsSummary,
  type InsightsTableProfile,
} from '@reunion/contracts';
import { getQueryFn } from '@reunion/web-kit';

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

/**
 * GET /api/insights, checked against the contract so a mismatched server shows the error alert
 * rather than a page of NaN. Fetched on every visit: the figures move whenever anyone saves a
 * profile, and the mutations elsewhere on the site only refresh the profiles key.
 */
export const insightsQuery = queryOptions<InsightsSummary>({
  queryKey: [INSIGHTS_PATH],
  queryFn: async (context) => insightsSummarySchema.parse(await fetchJson(context)),
  refetchOnMount: 'always',
});

/** GET /api/insights/profiles: the table's rows, fetched on every visit like the figures. */
export const insightsProfilesQuery = queryOptions<InsightsTableProfile[]>({
  queryKey: [INSIGHTS_PROFILES_PATH],
  queryFn: async (context) => insightsTableProfileListSchema.parse(await fetchJson(context)),
  refetchOnMount: 'always',
});
