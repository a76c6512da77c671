import { eventTimeZone, formatUtcStamp, parisTimeToEpochMs } from './paris-time.js';
import type { CalendarEvent } from './schedule.types.js';

export const googleCalendarTemplateUrl = 'https://calendar.google.com/calendar/render';

/**
 * The "add this event" link of Google Calendar (SPEC §7). Dates are sent in UTC ('Z') so the
 * instant is right whatever zone the visitor's account uses; ctz then shows it in Paris time.
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const start = formatUtcStamp(parisTimeToEpochMs(event.start));
  const end = formatUtcStamp(parisTimeToEpochMs(event.end));
  const params: ReadonlyArray<readonly [string, string]> = [
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', `${start}/${end}`],
    ['details', event.url ? `${event.description}\n\n${event.url}` : event.description],
    ['location', event.location],
    ['ctz', eventTimeZone],
  ];
  // Encoded by hand: contracts compiles without DOM or Node types, so no URLSearchParams.
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${googleCalendarTemplateUrl}?${query}`;
}
