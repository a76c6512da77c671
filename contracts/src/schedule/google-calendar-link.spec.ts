// Tests run in Node: they use its URL parser and switch process.env.TZ.
/// <reference types="node" />
import { toCalendarEvent } from './calendar-event.js';
import { googleCalendarUrl } from './google-calendar-link.js';
import type { Activity, Day } from './schedule.types.js';

const reception: Activity = {
  time: '19:00 – 23:30',
  event: 'Welcome Reception and Dinner',
  location: 'Campus gardens, Fontainebleau',
  description: 'Aperitif & dinner',
};
const friday: Day = { date: '2025-06-27', dayName: 'Friday', activities: [reception] };

function linkFor(url?: string): URL {
  const event = toCalendarEvent(friday, reception, url === undefined ? {} : { url });
  if (!event) throw new Error('fixture should be a calendar event');
  return new URL(googleCalendarUrl(event));
}

describe('googleCalendarUrl', () => {
  it('opens the Google Calendar template', () => {
    const link = linkFor();
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
  });

  it('carries the title, location, details and the Paris time zone', () => {
    const params = linkFor().searchParams;
    expect(params.get('text')).toBe('Welcome Reception and Dinner');
    expect(params.get('location')).toBe('Campus gardens, Fontainebleau');
    expect(params.get('details')).toBe('Aperitif & dinner');
    expect(params.get('ctz')).toBe('Europe/Paris');
  });

  it('gives the dates in UTC: 19:00–23:30 in Paris is 17:00Z–21:30Z', () => {
    expect(linkFor().searchParams.get('dates')).toBe('20250627T170000Z/20250627T213000Z');
  });

  it('appends the event page link to the details when given', () => {
    expect(linkFor('https://example.org/event-details').searchParams.get('details')).toBe(
      'Aperitif & dinner\n\nhttps://example.org/event-details',
    );
  });
});
