import type { AttendanceBreakdown, InsightsSummary } from '@reunion/contracts';
import { insightsAttendanceLabel } from '@reunion/contracts';
import { Col, Row } from 'antd';
import { ChartFigure } from '../charts/ChartFigure';
import { attendanceDescription } from '../charts/chartData';
import { LazyAttendanceChart } from '../charts/lazyCharts';
import { FiguresTable } from '../common/FiguresTable';
import { SummarySection } from './SummarySection';

function breakdownRows(breakdown: AttendanceBreakdown) {
  return (['yes', 'no', 'maybe'] as const).map((answer) => ({
    key: answer,
    cells: [
      insightsAttendanceLabel(answer),
      breakdown[answer].count,
      `${breakdown[answer].percent}%`,
    ],
  }));
}

/** Attendance Summary: counts and whole-number shares for each event, and their chart. */
export function AttendanceSection({ summary }: { readonly summary: InsightsSummary }) {
  return (
    <SummarySection title="Attendance">
      <Row gutter={[32, 16]}>
        <Col xs={24} md={12}>
          <FiguresTable
            caption="Reunion Attendance"
            columns={['Answer', 'Count', 'Percentage']}
            rows={breakdownRows(summary.reunion)}
          />
        </Col>
        <Col xs={24} md={12}>
          <FiguresTable
            caption="Paris Attendance"
            columns={['Answer', 'Count', 'Percentage']}
            rows={breakdownRows(summary.paris)}
          />
        </Col>
      </Row>
      <ChartFigure caption={`Attendance for each event. ${attendanceDescription(summary)}`}>
        <LazyAttendanceChart summary={summary} />
      </ChartFigure>
    </SummarySection>
  );
}
