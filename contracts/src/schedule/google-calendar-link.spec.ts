/**
 * @jest-environment @reunion/tooling/jest/time-zone-environment.cjs
 * @jest-environment-options {"timeZone": "America/Los_Angeles"}
 */
// In Los Angeles's time zone: a time read from the process's own zone would be 9 hours off.
/// <reference types="node" />
import { toCalendarEvent } from './calendar-event.js';
import { googleCalendarScheduleUrl, googleCalendarUrl } from './google-calendar-link.js';
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

describe('googleCalendarScheduleUrl', () => {
  const schedule = {
    updatedAt: '2025-05-01T08:00:00Z',
    days: [
      { date: '2025-06-26', dayName: 'Thursday', activities: [] },
      { date: '2025-06-29', dayName: 'Sunday', activities: [] },
    ],
  };
  const link = new URL(
    googleCalendarScheduleUrl(schedule, {
      title: 'Class of 2005 20-Year Reunion',
      details: 'Programme: https://example.org/event-details',
      location: 'Fontainebleau, France',
    }),
  );

  it('adds the whole programme as one all-day entry, end date exclusive', () => {
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
    expect(link.searchParams.get('dates')).toBe('20250626/20250630');
    expect(link.searchParams.get('ctz')).toBe('Europe/Paris');
    expect(link.searchParams.get('text')).toBe('Class of 2005 20-Year Reunion');
    expect(link.searchParams.get('location')).toBe('Fontainebleau, France');
  });

  it('crosses a month end', () => {
    const june30 = {
      ...schedule,
      days: [{ date: '2025-06-30', dayName: 'Monday', activities: [] }],
    };
    const dates = new URL(
      googleCalendarScheduleUrl(june30, { title: 't', details: '', location: '' }),
    ).searchParams.get('dates');
    expect(dates).toBe('20250630/20250701');
  });

  it('refuses an empty schedule', () => {
    expect(() =>
      googleCalendarScheduleUrl(
        { ...schedule, days: [] },
        { title: 't', details: '', location: '' },
      ),
    ).toThrow('no days');
  });
});
