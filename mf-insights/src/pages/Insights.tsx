import { useQuery } from '@tanstack/react-query';
import {
  currentUserQuery,
  HydrateOnView,
  isAdministrator,
  isClassAccount,
  PageColumn,
  type PagePrefetch,
  usePageTitle,
} from '@reunion/web-kit';
import { Typography } from 'antd';
import { lazy, useMemo } from 'react';
import { InsightsErrorAlert } from '../insights-page/InsightsErrorAlert';
import { insightsProfilesQuery, insightsQuery } from '../api/insightsQuery';
import { SummaryCards } from '../summary-cards/SummaryCards';

// The tabs sit below the four cards on a phone: their code (filters, table, tabs) is a chunk of
// its own, run when they are taken over rather than in the same task as the rest of the page.
const InsightsTabs = lazy(() => import('../insights-page/InsightsTabs'));
// The organisers' list of RSVP reminders: below everything, its own chunk.
const RsvpNudgesCard = lazy(() => import('../rsvp-nudges/RsvpNudgesCard'));
// The administrators' canary releases (docs/sections.md): last, its own chunk.
const CanariesCard = lazy(() => import('../canaries/CanariesCard'));

/**
 * Insights (/admin), exposed as mf_insights/Insights (docs/pages.md, "Insights"). The cards and the
 * summary come from the aggregate GET /api/insights, the table's rows from GET
 * /api/insights/profiles (its columns only).
 */
export default function Insights() {
  usePageTitle('Insights');
  const summary = useQuery(insightsQuery);
  // The table fetches its rows once it reaches the screen (ProfilesTab); this observer fetches
  // nothing, it only hears of a failure.
  const profiles = useQuery({
    ...insightsProfilesQuery,
    enabled: false,
    notifyOnChangeProps: ['isError'],
  });

  // The shell has the visitor already (this page is behind its sign-in): read, never fetched here.
  const user = useQuery({ ...currentUserQuery, enabled: false }).data;
  // The server refuses everyone else the reminders (403), and fills the organisers' columns of
  // the table for them alone: neither is drawn for a classmate.
  const organiser = isAdministrator(user) || isClassAccount(user);
  // One element while the figures stay the same: drawn again from above, the part below the
  // fold would be taken over at once (HydrateOnView is memoised on its children).
  const tabs = useMemo(
    () => <InsightsTabs summary={summary.data} reader={organiser ? 'organiser' : 'classmate'} />,
    [summary.data, organiser],
  );

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
          {/* Just below the four cards on a phone: taken over when it reaches the screen. */}
          <HydrateOnView margin="0px">{tabs}</HydrateOnView>
          {organiser && (
            <HydrateOnView>
              <RsvpNudgesCard />
            </HydrateOnView>
          )}
          {isAdministrator(user) && (
            <HydrateOnView>
              <CanariesCard />
            </HydrateOnView>
          )}
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
