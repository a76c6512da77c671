import type { AccommodationShare, InsightsSummary, TownShare } from '@reunion/contracts';
import { Col, Empty, Flex, Row, Typography } from 'antd';
import { ChartFigure } from '../charts/ChartFigure';
import { sharesDescription } from '../charts/chartData';
import { LazySharesChart } from '../charts/lazyCharts';
import { FiguresTable } from '../common/FiguresTable';
import { SummarySection } from './SummarySection';

export const NO_ACCOMMODATION_TEXT = 'No accommodation data available yet.';

function shareRows(entries: readonly (AccommodationShare | TownShare)[]) {
  return entries.map((entry) => ({
    key: entry.name,
    cells: [entry.name, entry.count, `${entry.percent}%`],
  }));
}

function Breakdown({
  caption,
  firstColumn,
  entries,
}: {
  readonly caption: string;
  readonly firstColumn: string;
  readonly entries: readonly (AccommodationShare | TownShare)[];
}) {
  if (entries.length === 0) return null;
  return (
    <Col xs={24} md={12}>
      <Flex vertical gap={16}>
        <FiguresTable
          caption={caption}
          columns={[firstColumn, 'Count', 'Percentage']}
          rows={shareRows(entries)}
        />
        <ChartFigure caption={`${caption}. ${sharesDescription(entries)}`}>
          <LazySharesChart entries={entries} />
        </ChartFigure>
      </Flex>
    </Col>
  );
}

/**
 * The Attendance Summary's accommodation breakdown, by hotel (or other lodging) and by town.
 * Shares are of all profiles, like the cards; those still at 'Not yet decided' are named
 * separately rather than ranked as a place to stay.
 */
export function AccommodationSection({ summary }: { readonly summary: InsightsSummary }) {
  const { byAccommodation, byTown, undecided } = summary.accommodation;
  const hasData = byAccommodation.length > 0 || byTown.length > 0;
  return (
    <SummarySection title="Accommodation">
      {hasData ? (
        <>
          <Row gutter={[32, 24]}>
            <Breakdown
              caption="By accommodation"
              firstColumn="Accommodation"
              entries={byAccommodation}
            />
            <Breakdown caption="By town" firstColumn="Town" entries={byTown} />
          </Row>
          {undecided.count > 0 && (
            <Typography.Text type="secondary">
              Not yet decided: {undecided.count} ({undecided.percent}%)
            </Typography.Text>
          )}
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_ACCOMMODATION_TEXT} />
      )}
    </SummarySection>
  );
}
