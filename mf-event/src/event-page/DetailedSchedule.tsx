import { ClockCircleOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { ordinalDate, reunionSchedule } from '@reunion/contracts';
import { Card, Flex, Typography } from 'antd';
import { useCalendarDownloads } from '../calendar/useCalendarDownloads';
import { PageSection } from '../common/PageSection';
import { ActivityCalendarPopover } from './ActivityCalendarPopover';
import { ScheduleCalendarActions } from './ScheduleCalendarActions';
import { VisuallyHidden } from '@reunion/web-kit';

const { Title, Text, Paragraph } = Typography;

/** Every activity of every day (anchor #schedule), each with its own calendar popover. */
export function DetailedSchedule() {
  const { downloadSchedule, downloadEvent } = useCalendarDownloads();
  return (
    <PageSection heading="Detailed Schedule" id="schedule">
      <ScheduleCalendarActions onDownload={downloadSchedule} />
      {reunionSchedule.days.map((day) => (
        <div key={day.date} style={{ marginTop: 24 }}>
          <Title level={3}>
            {day.dayName}, {ordinalDate(day.date)}
          </Title>
          <Flex
            vertical
            gap="middle"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {day.activities.map((activity) => (
              <li key={`${activity.time}-${activity.event}`}>
                <Card size="small">
                  <Text strong>
                    <ClockCircleOutlined aria-hidden /> <VisuallyHidden>Time: </VisuallyHidden>
                    {activity.time}
                  </Text>
                  <Title level={4} style={{ marginTop: 4 }}>
                    {activity.event}
                  </Title>
                  <Paragraph>{activity.description}</Paragraph>
                  <Paragraph type="secondary">
                    <EnvironmentOutlined aria-hidden /> <VisuallyHidden>Location: </VisuallyHidden>
                    {activity.location}
                  </Paragraph>
                  <ActivityCalendarPopover
                    day={day}
                    activity={activity}
                    onDownload={downloadEvent}
                  />
                </Card>
              </li>
            ))}
          </Flex>
        </div>
      ))}
    </PageSection>
  );
}
