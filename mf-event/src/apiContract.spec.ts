import { calendarFeedPath } from './event-info/eventLinks';

// This section's one API call is the calendar feed it links to (the schedule itself comes
// from contracts at build time); the backend's CalendarController serves this exact path.
describe('mf-event API contract', () => {
  it('links the calendar feed GET /api/calendar.ics', () => {
    expect(calendarFeedPath).toBe('/api/calendar.ics');
  });
});
