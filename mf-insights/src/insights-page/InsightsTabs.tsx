import type { InsightsReader, InsightsSummary } from '@reunion/contracts';
import { Tabs } from 'antd';
import { ProfilesTab } from '../profiles-tab/ProfilesTab';
import { AttendanceSummaryTab } from '../summary-tab/AttendanceSummaryTab';

/** The two tabs of Insights: every profile in a table, and the attendance summary. */
export default function InsightsTabs({
  summary,
  reader,
}: {
  readonly summary: InsightsSummary | undefined;
  /** Whose table it is: a classmate's leaves out what the server never gives them. */
  readonly reader: InsightsReader;
}) {
  return (
    <Tabs
      defaultActiveKey="profiles"
      items={[
        { key: 'profiles', label: 'All Profiles', children: <ProfilesTab reader={reader} /> },
        {
          key: 'summary',
          label: 'Attendance Summary',
          children: <AttendanceSummaryTab summary={summary} />,
        },
      ]}
    />
  );
}
