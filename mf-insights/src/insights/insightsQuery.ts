import { queryOptions, type Query } from '@tanstack/react-query';
import {
  INSIGHTS_PATH,
  INSIGHTS_PROFILES_PATH,
  type InsightsSummary,
  type InsightsTableProfile,
} from '@reunion/contracts';
import { getQueryFn, parseOnDemand } from '@reunion/web-kit';

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
const parseSummary = parseOnDemand(
  async () => (await import('@reunion/contracts')).insightsSummarySchema,
);
const parseTable = parseOnDemand(
  async () => (await import('@reunion/contracts')).insightsTableProfileListSchema,
);

/**
 * Fetched again on every visit — unless this visit's answer is only seconds old (the page came
 * from the server with it, or another part of the page just fetched it).
 */
const refetchOnMount = <T>(query: Query<T>): 'always' | false =>
  Date.now() - query.state.dataUpdatedAt > 10_000 ? 'always' : false;

/**
 * GET /api/insights, checked against the contract so a mismatched server shows the error alert
 * rather than a page of NaN. Fetched on every visit: the figures move whenever anyone saves a
 * profile, and the mutations elsewhere on the site only refresh the profiles key.
 */
export const insightsQuery = queryOptions<InsightsSummary>({
  queryKey: [INSIGHTS_PATH],
  queryFn: async (context) => parseSummary(await fetchJson(context)),
  refetchOnMount,
});

/** GET /api/insights/profiles: the table's rows, fetched like the figures. */
export const insightsProfilesQuery = queryOptions<InsightsTableProfile[]>({
  queryKey: [INSIGHTS_PROFILES_PATH],
  queryFn: async (context) => parseTable(await fetchJson(context)),
  refetchOnMount,
});
