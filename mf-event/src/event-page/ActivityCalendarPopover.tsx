import { CalendarOutlined, DownloadOutlined, GoogleOutlined } from '@ant-design/icons';
import { googleCalendarUrl, toCalendarEvent, type Activity, type Day } from '@reunion/contracts';
import { usePageOrigin } from '@reunion/web-kit';
import { Button, Flex, Popover } from 'antd';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { eventPageUrl } from '../calendar/calendarFeed';

interface ActivityCalendarPopoverProps {
  readonly day: Day;
  readonly activity: Activity;
  readonly onDownload: (day: Day, activity: Activity) => void;
}

/**
 * 'Add to calendar' for one activity: a popover with 'Add to Google' and 'Add to Outlook
 * (.ics)'. Keyboard use: the popup is rendered right after its trigger (not at the end of
 * the page), so Tab moves into it; Escape closes it and puts focus back on the trigger.
 * Nothing is shown for an activity that cannot be a calendar entry (no time).
 */
export function ActivityCalendarPopover({
  day,
  activity,
  onDownload,
}: ActivityCalendarPopoverProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { origin } = usePageOrigin();
  const event = useMemo(
    () => toCalendarEvent(day, activity, { url: eventPageUrl({ origin }) }),
    [day, activity, origin],
  );
  if (event === null) return null;

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };
  const onKeyDown = (keyEvent: KeyboardEvent) => {
    if (keyEvent.key === 'Escape') close(true);
  };

  const content = (
    <Flex vertical gap="small" onKeyDown={onKeyDown}>
      <Button
        href={googleCalendarUrl(event)}
        target="_blank"
        rel="noopener noreferrer"
        icon={<GoogleOutlined aria-hidden />}
        onClick={() => close(false)}
      >
        Add to Google
      </Button>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={() => {
          close(true);
          onDownload(day, activity);
        }}
      >
        Add to Outlook (.ics)
      </Button>
    </Flex>
  );

  return (
    <span style={{ display: 'inline-block' }}>
      <Popover
        trigger="click"
        placement="bottomLeft"
        title={event.title}
        content={content}
        open={open}
        onOpenChange={setOpen}
        destroyOnHidden
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      >
        <Button
          ref={triggerRef}
          size="small"
          icon={<CalendarOutlined aria-hidden />}
          aria-haspopup="true"
          aria-expanded={open}
          aria-label={`Add to calendar: ${event.title}`}
        >
          Add to calendar
        </Button>
      </Popover>
    </span>
  );
}
