import type { InsightsSummary } from '@reunion/contracts';
import { Tabs } from 'antd';
import { ProfilesTab } from '../profiles-tab/ProfilesTab';
import { AttendanceSummaryTab } from '../summary-tab/AttendanceSummaryTab';

/** The two tabs of Insights: every profile in a table, and the attendance summary. */
export default function InsightsTabs({
  summary,
}: {
  readonly summary: InsightsSummary | undefined;
}) {
  return (
    <Tabs
      defaultActiveKey="profiles"
      items={[
        { key: 'profiles', label: 'All Profiles', children: <ProfilesTab /> },
        {
          key: 'summary',
          label: 'Attendance Summary',
          children: <AttendanceSummaryTab summary={summary} />,
        },
      ]}
    />
  );
}
