import type { InsightsSummary } from '@reunion/contracts';
import { Flex, Skeleton } from 'antd';
import { AccommodationSection } from './AccommodationSection';
import { AttendanceSection } from './AttendanceSection';
import { StaySection } from './StaySection';

/** The Attendance Summary tab, with its charts (docs/pages.md, "Insights"). */
export function AttendanceSummaryTab({
  summary,
}: {
  readonly summary: InsightsSummary | undefined;
}) {
  if (!summary) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Flex vertical gap={24}>
      <AttendanceSection summary={summary} />
      <AccommodationSection summary={summary} />
      <StaySection summary={summary} />
    </Flex>
  );
}
