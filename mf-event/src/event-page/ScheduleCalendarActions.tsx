import { DownloadOutlined, GoogleOutlined, SyncOutlined } from '@ant-design/icons';
import { googleCalendarScheduleUrl, reunionSchedule } from '@reunion/contracts';
import { usePageOrigin } from '@reunion/web-kit';
import { Button, Flex, Typography } from 'antd';
import { calendarFeedWebcalUrl, eventPageUrl } from '../calendar/calendarFeed';
import { ExternalLink } from '../common/ExternalLink';
import { eventFacts } from '../event-info/eventFacts';
import { eventLinks } from '../event-info/eventLinks';

interface ScheduleCalendarActionsProps {
  readonly onDownload: () => void;
}

/**
 * Page-level calendar actions: the whole programme to Google, as a file, or as a feed.
 * Each accessible name starts with the visible text (WCAG "label in name") and says what
 * it applies to, so it is not confused with the same words in an activity's popover.
 */
export function ScheduleCalendarActions({ onDownload }: ScheduleCalendarActionsProps) {
  const page = usePageOrigin();
  const googleUrl = googleCalendarScheduleUrl(reunionSchedule, {
    title: `Class of 2005 ${eventFacts.eventName}`,
    details: `Programme and updates: ${eventPageUrl(page)}`,
    location: eventFacts.place,
  });
  return (
    <div>
      <Flex wrap gap="small">
        <Button
          href={googleUrl}
          target="_blank"
          rel="noopener noreferrer"
          icon={<GoogleOutlined aria-hidden />}
          aria-label="Add to Google: the whole reunion"
        >
          Add to Google
        </Button>
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          onClick={onDownload}
          aria-label="Add to Outlook (.ics): full schedule"
        >
          Add to Outlook (.ics)
        </Button>
        <Button
          href={calendarFeedWebcalUrl(page)}
          icon={<SyncOutlined aria-hidden />}
          aria-label="Subscribe to the schedule in your calendar app"
        >
          Subscribe
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        The .ics file holds every activity; Subscribe keeps your calendar in step with later
        changes. See also the{' '}
        <ExternalLink href={eventLinks.officialSchedule}>official schedule</ExternalLink>.
      </Typography.Paragraph>
    </div>
  );
}
