import {
  buildEventIcs,
  buildScheduleIcs,
  eventFileName,
  icsContentType,
  reunionSchedule,
  scheduleFileName,
  toCalendarEvent,
  type Activity,
  type Day,
} from '@reunion/contracts';
import { useToast, downloadFile } from '@reunion/web-kit';
import { useCallback } from 'react';
import { calendarMessages } from './calendarMessages';
import { eventPageUrl } from './calendarFeed';

export interface CalendarDownloads {
  /** The whole programme as one .ics file. */
  downloadSchedule: () => void;
  /** One activity as its own .ics file. */
  downloadEvent: (day: Day, activity: Activity) => void;
}

/**
 * The page's two download actions, each ending in its toast for success or failure
 * (docs/messages.md, "Calendar").
 */
export function useCalendarDownloads(): CalendarDownloads {
  const { toast } = useToast();

  const downloadSchedule = useCallback(() => {
    try {
      const ics = buildScheduleIcs(reunionSchedule, { url: eventPageUrl(window.location) });
      downloadFile(new Blob([ics], { type: icsContentType }), scheduleFileName(new Date()));
      toast(calendarMessages.scheduleDownloaded);
    } catch (error) {
      console.error('Full calendar download failed', error);
      toast({ ...calendarMessages.scheduleFailed, variant: 'destructive' });
    }
  }, [toast]);

  const downloadEvent = useCallback(
    (day: Day, activity: Activity) => {
      try {
        const event = toCalendarEvent(day, activity, { url: eventPageUrl(window.location) });
        if (event === null) throw new Error(`"${activity.event}" has no title or no time`);
        // Same DTSTAMP as the full file, so both describe the same version of the event.
        const ics = buildEventIcs(event, { timestamp: Date.parse(reunionSchedule.updatedAt) });
        downloadFile(new Blob([ics], { type: icsContentType }), eventFileName(event.title));
        toast({ title: calendarMessages.eventAddedTitle, description: event.title });
      } catch (error) {
        console.error('Event calendar download failed', error);
        toast({ ...calendarMessages.eventFailed, variant: 'destructive' });
      }
    },
    [toast],
  );

  return { downloadSchedule, downloadEvent };
}
