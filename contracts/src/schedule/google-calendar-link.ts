import { eventTimeZone, formatUtcStamp, parisTimeToEpochMs } from './paris-time.js';
import type { CalendarEvent, Schedule } from './schedule.types.js';

export const googleCalendarTemplateUrl = 'https://calendar.google.com/calendar/render';

function templateUrl(fields: {
  text: string;
  dates: string;
  details: string;
  location: string;
}): string {
  const params: ReadonlyArray<readonly [string, string]> = [
    ['action', 'TEMPLATE'],
    ['text', fields.text],
    ['dates', fields.dates],
    ['details', fields.details],
    ['location', fields.location],
    ['ctz', eventTimeZone],
  ];
  // Encoded by hand: contracts compiles without DOM or Node types, so no URLSearchParams.
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${googleCalendarTemplateUrl}?${query}`;
}

/**
 * The "add this event" link of Google Calendar (docs/pages.md, "Calendar files"). Dates are sent in
 * UTC ('Z') so the instant is right whatever zone the visitor's account uses; ctz then shows it in
 * Paris time.
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const start = formatUtcStamp(parisTimeToEpochMs(event.start));
  const end = formatUtcStamp(parisTimeToEpochMs(event.end));
  return templateUrl({
    text: event.title,
    dates: `${start}/${end}`,
    details: event.url ? `${event.description}\n\n${event.url}` : event.description,
    location: event.location,
  });
}

const compactDate = (isoDate: string): string => isoDate.replaceAll('-', '');

function dayAfter(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * Google's template link takes one event only, so the page-level 'Add to Google' adds the
 * whole programme as a single all-day entry from its first to its last day; the programme
 * hour by hour comes with the .ics download or the subscription.
 */
export function googleCalendarScheduleUrl(
  schedule: Schedule,
  entry: { readonly title: string; readonly details: string; readonly location: string },
): string {
  const first = schedule.days[0]?.date;
  const last = schedule.days.at(-1)?.date;
  if (first === undefined || last === undefined) throw new Error('The schedule has no days');
  return templateUrl({
    text: entry.title,
    // All-day dates; the end date is exclusive in iCalendar and Google alike.
    dates: `${compactDate(first)}/${compactDate(dayAfter(last))}`,
    details: entry.details,
    location: entry.location,
  });
}
