import { Card, Col, Row, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import fontainebleau from '../assets/fontainebleau.svg';
import { homeContent } from '../homeContent';
import { ButtonLink } from '@reunion/web-kit';

export function EventDetailsSection() {
  return (
    <section className="home-section" aria-labelledby="home-event-title">
      <Typography.Title id="home-event-title" level={2}>
        Reunion Event Details
      </Typography.Title>
      <Row gutter={[24, 24]} align="middle">
        <Col xs={24} md={12}>
          <img
            className="home-event__image"
            src={fontainebleau}
            alt="The château and gardens of Fontainebleau at dusk"
            width={640}
            height={360}
            // The home page's largest image: fetched first, not after the fonts and scripts.
            fetchPriority="high"
          />
        </Col>
        <Col xs={24} md={12}>
          <Card>
            <Typography.Title level={3}>Schedule Overview</Typography.Title>
            <ul className="home-schedule">
              {homeContent.scheduleOverview.map((entry) => (
                <li key={entry.day} className="home-schedule__item">
                  <CalendarOutlined aria-hidden className="home-schedule__icon" />
                  <div>
                    <div className="home-schedule__day">{entry.day}</div>
                    <div>{entry.title}</div>
                  </div>
                </li>
              ))}
            </ul>
            <ButtonLink to="/event-details" type="primary">
              View Full Schedule
            </ButtonLink>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
