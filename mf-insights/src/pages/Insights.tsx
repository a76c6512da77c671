import { useQuery } from '@tanstack/react-query';
import { HydrateOnView, PageColumn, type PagePrefetch, usePageTitle } from '@reunion/web-kit';
import { Typography } from 'antd';
import { lazy, useMemo } from 'react';
import { InsightsErrorAlert } from '../insights/InsightsErrorAlert';
import { insightsProfilesQuery, insightsQuery } from '../insights/insightsQuery';
import { SummaryCards } from '../insights/summary-cards/SummaryCards';

// The tabs sit below the four cards on a phone: their code (filters, table, tabs) is a chunk of
// its own, run when they are taken over rather than in the same task as the rest of the page.
const InsightsTabs = lazy(() => import('../insights/InsightsTabs'));

/**
 * Insights (/admin), exposed as mf_insights/Insights (docs/pages.md, "Insights"). The cards and the
 * summary come from the aggregate GET /api/insights, the table's rows from GET
 * /api/insights/profiles (its columns only).
 */
export default function Insights() {
  usePageTitle('Insights');
  const summary = useQuery(insightsQuery);
  // The rows are fetched from here, but only the table below the fold watches them arrive.
  const profiles = useQuery({ ...insightsProfilesQuery, notifyOnChangeProps: ['isError'] });

  // One element while the figures stay the same: drawn again from above, the part below the
  // fold would be taken over at once (HydrateOnView is memoised on its children).
  const tabs = useMemo(() => <InsightsTabs summary={summary.data} />, [summary.data]);

  return (
    <PageColumn maxWidth={1200}>
      <div>
        <Typography.Title level={1} style={{ marginBottom: 4 }}>
          Insights
        </Typography.Title>
        <Typography.Text type="secondary">
          Who is coming, and where classmates are staying.
        </Typography.Text>
      </div>
      {summary.isError || profiles.isError ? (
        <InsightsErrorAlert />
      ) : (
        <>
          <SummaryCards summary={summary.data} />
          {/* Below the four cards on a phone: taken over as the visitor scrolls. */}
          <HydrateOnView>{tabs}</HydrateOnView>
        </>
      )}
    </PageColumn>
  );
}

/**
 * For the server: the summary cards come with the page. The table's rows are left to the
 * browser: for a whole class they would weigh more than the rest of the page.
 */
export const prefetch: PagePrefetch = ({ queryClient }) => queryClient.prefetchQuery(insightsQuery);
