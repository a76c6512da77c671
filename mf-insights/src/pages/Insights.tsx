import { useQuery } from '@tanstack/react-query';
import { HydrateOnView, PageColumn, type PagePrefetch, usePageTitle } from '@reunion/web-kit';
import { Tabs, Typography } from 'antd';
import { InsightsErrorAlert } from '../insights/InsightsErrorAlert';
import { insightsProfilesQuery, insightsQuery } from '../insights/insightsQuery';
import { ProfilesTab } from '../insights/profiles-tab/ProfilesTab';
import { AttendanceSummaryTab } from '../insights/summary-tab/AttendanceSummaryTab';
import { SummaryCards } from '../insights/summary-cards/SummaryCards';

/**
 * Insights (/admin), exposed as mf_insights/Insights (SPEC "Insights"). The cards and the
 * summary come from the aggregate GET /api/insights, the table's rows from GET
 * /api/insights/profiles (its columns only).
 */
export default function Insights() {
  usePageTitle('Insights');
  const summary = useQuery(insightsQuery);
  const profiles = useQuery(insightsProfilesQuery);

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
          <HydrateOnView>
            <Tabs
              defaultActiveKey="profiles"
              items={[
                {
                  key: 'profiles',
                  label: 'All Profiles',
                  children: <ProfilesTab profiles={profiles.data} />,
                },
                {
                  key: 'summary',
                  label: 'Attendance Summary',
                  children: <AttendanceSummaryTab summary={summary.data} />,
                },
              ]}
            />
          </HydrateOnView>
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
