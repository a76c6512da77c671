import type { InsightsSummary } from '@reunion/contracts';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
interface CardContent {
  title: string;
  value: number | string;
  note: string;
}

function cardsOf(summary: InsightsSummary): CardContent[] {
  const top = summary.topAccommodation;
  return [
    {
      title: 'Total Profiles',
      value: summary.totalProfiles,
      note: 'Published profiles',
    },
    {
      title: 'Attending Reunion',
      value: summary.reunion.yes.count,
      note: `${summary.reunion.yes.percent}% of total`,
    },
    {
      title: 'Attending Paris',
      value: summary.paris.yes.count,
      note: `${summary.paris.yes.percent}% of total`,
    },
    {
      title: 'Top Accommodation',
      value: top ? top.name : 'No data',
      note: top
        ? `${top.count} ${top.count === 1 ? 'alumnus' : 'alumni'}`
        : 'Nobody has decided yet',
    },
  ];
}

const titles = ['Total Profiles', 'Attending Reunion', 'Attending Paris', 'Top Accommodation'];

/**
 * The four summary cards (docs/pages.md, "Insights"). Each is a labelled group, so a screen reader
 * hears "Attending Reunion, 2, 67% of total" as one thing. Skeletons keep the layout while loading.
 */
export function SummaryCards({ summary }: { readonly summary: InsightsSummary | undefined }) {
  const cards = summary ? cardsOf(summary) : undefined;
  return (
    <Row gutter={[16, 16]}>
      {titles.map((title, index) => {
        const card = cards?.[index];
        return (
          <Col key={title} xs={24} sm={12} lg={6}>
            <Card size="small" role="group" aria-label={title} style={{ height: '100%' }}>
              {card ? (
                <>
                  <Statistic
                    title={card.title}
                    value={card.value}
                    // A hotel name is long; it wraps at a smaller size than a count.
                    styles={{ content: { fontSize: typeof card.value === 'number' ? 28 : 18 } }}
                  />
                  <Typography.Text type="secondary">{card.note}</Typography.Text>
                </>
              ) : (
                <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1 }} />
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
