import { shortMonthDay, type InsightsSummary } from '@reunion/contracts';
import { Typography } from 'antd';
import { ChartFigure } from '../charts/ChartFigure';
import { LazyStayChart } from '../charts/lazyCharts';
import { FiguresTable } from '../common/FiguresTable';
import { SummarySection } from './SummarySection';

function incompleteNote(count: number): string | null {
  if (count === 0) return null;
  return count === 1
    ? '1 classmate has not given both dates and is not counted in the nights.'
    : `${count} classmates have not given both dates and are not counted in the nights.`;
}

/**
 * How many classmates are in Fontainebleau each night from 25 to 30 June,
 * with arrivals and departures per day (summariseStay states the rule). The table under the
 * chart is its text alternative, and a plain answer for whoever books the dinners.
 */
export function StaySection({ summary }: { readonly summary: InsightsSummary }) {
  const { days, incompleteDates } = summary.stay;
  const note = incompleteNote(incompleteDates);
  return (
    <SummarySection title="In Fontainebleau each night">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Counted from arrival and departure dates: a classmate is in town the night they arrive, not
        the night they leave. Those not attending the reunion are left out.
      </Typography.Paragraph>
      <ChartFigure caption="Classmates in town each night (bars), arrivals and departures each day (lines). The same figures are in the table below.">
        <LazyStayChart days={days} />
      </ChartFigure>
      <FiguresTable
        caption="Nights from 25 to 30 June"
        columns={['Date', 'In town that night', 'Arrivals', 'Departures']}
        rows={days.map((day) => ({
          key: day.date,
          cells: [shortMonthDay(day.date), day.present, day.arrivals, day.departures],
        }))}
      />
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
    </SummarySection>
  );
}
