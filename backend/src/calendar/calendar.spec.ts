import { buildScheduleIcs, reunionSchedule } from '@reunion/contracts';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

describe('GET /api/calendar.ics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://reunion.example.org' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the full programme to a client without cookies, as a calendar', async () => {
    const response = await t.http().get('/api/calendar.ics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar; ?charset=utf-8$/i);
    const body = response.text;
    expect(body).toBe(
      buildScheduleIcs(reunionSchedule, { url: 'https://reunion.example.org/event-details' }),
    );
    expect(body).toContain('BEGIN:VCALENDAR');
    // Thursday's Paris bistro evening at 19:00 Paris summer time is 17:00 UTC.
    expect(body).toContain('DTSTART:20250626T170000Z');
  });

  it('keeps the same UIDs from one request to the next, so subscribers update in place', async () => {
    const uids = (text: string) => text.match(/^UID:.*$/gm) ?? [];
    const first = uids((await t.http().get('/api/calendar.ics')).text);
    const second = uids((await t.http().get('/api/calendar.ics')).text);
    expect(first.length).toBeGreaterThan(5);
    expect(new Set(first).size).toBe(first.length);
    expect(second).toEqual(first);
  });

  it('answers 304 to a calendar app that already has this version', async () => {
    const first = await t.http().get('/api/calendar.ics');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t
      .http()
      .get('/api/calendar.ics')
      .set('If-None-Match', etag as string);
    expect(again.status).toBe(304);
  });
});
