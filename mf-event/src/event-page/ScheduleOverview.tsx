import { ordinalDate, overviewText, reunionSchedule } from '@reunion/contracts';
import { Card, Col, Row, Typography } from 'antd';
import { STANDALONE_LINK_CLASS } from '@reunion/web-kit';
import { PageSection } from '../common/PageSection';

/** One card per day: day name, ordinal date, and its titles cut at 60 characters. */
export function ScheduleOverview() {
  return (
    <PageSection heading="Schedule Overview">
      <Row gutter={[16, 16]} role="list">
        {reunionSchedule.days.map((day) => (
          <Col key={day.date} xs={24} sm={12} lg={6} role="listitem">
            <Card size="small" style={{ height: '100%' }}>
              <Typography.Text strong style={{ display: 'block' }}>
                {day.dayName}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {ordinalDate(day.date)}
              </Typography.Text>
              <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
                {overviewText(day)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <a href="#schedule" className={STANDALONE_LINK_CLASS}>
          See the detailed schedule
        </a>
      </Typography.Paragraph>
    </PageSection>
  );
}
