import {
  eventFileName,
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

/**
 * The .ics writer (contracts' ics-file, over the `ics` package and its schemas), loaded with the
 * first download rather than with the page: evaluating it was most of what the page's code cost
 * a phone before the visitor could do anything (README, "Pages rendered on the server",
 * Decision 5). Prefetched (fetched when the network is idle, not evaluated), so the service worker
 * keeps it with the page and the downloads work offline on the day (docs/offline.md).
 */
const icsWriter = () => import(/* webpackPrefetch: true */ '@reunion/contracts');

export interface CalendarDownloads {
  /** The whole programme as one .ics file. */
  downloadSchedule: () => Promise<void>;
  /** One activity as its own .ics file. */
  downloadEvent: (day: Day, activity: Activity) => Promise<void>;
}

/**
 * The page's two download actions, each ending in its toast for success or failure
 * (docs/messages.md, "Calendar").
 */
export function useCalendarDownloads(): CalendarDownloads {
  const { toast } = useToast();

  const downloadSchedule = useCallback(async () => {
    try {
      const { buildScheduleIcs, icsContentType } = await icsWriter();
      const ics = buildScheduleIcs(reunionSchedule, { url: eventPageUrl(window.location) });
      downloadFile(new Blob([ics], { type: icsContentType }), scheduleFileName(new Date()));
      toast(calendarMessages.scheduleDownloaded);
    } catch (error) {
      console.error('Full calendar download failed', error);
      toast({ ...calendarMessages.scheduleFailed, variant: 'destructive' });
    }
  }, [toast]);

  const downloadEvent = useCallback(
    async (day: Day, activity: Activity) => {
      try {
        const event = toCalendarEvent(day, activity, { url: eventPageUrl(window.location) });
        if (event === null) throw new Error(`"${activity.event}" has no title or no time`);
        const { buildEventIcs, icsContentType } = await icsWriter();
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
