import { createEvents, type EventAttributes } from 'ics';
import { calendarDefaults, type CalendarOptions } from './calendar-options.js';
import { scheduleCalendarEvents } from './calendar-event.js';
import { parisTimeToEpochMs } from './paris-time.js';
import type { CalendarEvent, Schedule } from './schedule.types.js';

/** The MIME type a calendar file or feed is served and downloaded as. */
export const icsContentType = 'text/calendar;charset=utf-8';

// `ics` accepts DTSTAMP and LAST-MODIFIED but its type omits the former.
type StampedAttributes = EventAttributes & { timestamp: number };

/**
 * Epoch milliseconds, never date arrays: `ics` reads an array as the *process's* local time
 * (its `'local'`), which would shift every entry on a server or laptop outside France.
 */
function toAttributes(event: CalendarEvent, timestamp: number): StampedAttributes {
  return {
    uid: event.uid,
    title: event.title,
    description: event.description,
    location: event.location,
    ...(event.url === undefined ? {} : { url: event.url }),
    start: parisTimeToEpochMs(event.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: parisTimeToEpochMs(event.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    timestamp,
    lastModified: timestamp,
  };
}

function writeCalendar(
  events: readonly CalendarEvent[],
  productId: string,
  calName: string,
  timestamp: number,
): string {
  const { error, value } = createEvents(
    events.map((event) => toAttributes(event, timestamp)),
    { productId, calName },
  );
  if (error || value === null) {
    throw new Error(`Could not build the calendar file: ${error?.message ?? 'no output'}`);
  }
  return value;
}

/**
 * A calendar file holding one event. `timestamp` (DTSTAMP, epoch ms) is required rather
 * than read from the clock so the same event always gives the same bytes: pass the
 * schedule's `updatedAt`. Throws when `ics` refuses the event.
 */
export function buildEventIcs(
  event: CalendarEvent,
  options: { readonly timestamp: number; readonly calName?: string },
): string {
  return writeCalendar(
    [event],
    event.productId,
    options.calName ?? calendarDefaults.calName,
    options.timestamp,
  );
}

/**
 * The full programme as one calendar (the page's download and the backend's feed): every
 * activity with a title and a time, stable UIDs, DTSTAMP from `updatedAt` unless given.
 * Pure: the same schedule and options always give the same bytes. Throws when `ics` refuses.
 */
export function buildScheduleIcs(schedule: Schedule, options: CalendarOptions = {}): string {
  const timestamp = options.timestamp ?? Date.parse(schedule.updatedAt);
  if (Number.isNaN(timestamp)) throw new Error(`Bad schedule updatedAt: ${schedule.updatedAt}`);
  return writeCalendar(
    scheduleCalendarEvents(schedule, options),
    options.productId ?? calendarDefaults.productId,
    options.calName ?? calendarDefaults.calName,
    timestamp,
  );
}
