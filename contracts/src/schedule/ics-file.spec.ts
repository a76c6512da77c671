/**
 * @jest-environment @reunion/tooling/jest/time-zone-environment.cjs
 * @jest-environment-options {"timeZone": "Pacific/Auckland"}
 */
// In Auckland's time zone: a time read from the process's own zone would be half a day off.
import { toCalendarEvent } from './calendar-event.js';
import { buildEventIcs, buildScheduleIcs } from './ics-file.js';
import type { Activity, Day, Schedule } from './schedule.types.js';

/** Unfolds RFC 5545 lines and returns each VEVENT as a map of property name → value. */
function parseEvents(ics: string): Array<Record<string, string>> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

const bistro: Activity = {
  time: '19:00',
  event: 'Paris Pre-Reunion Gathering',
  location: 'Bistro, Paris',
  description: 'Drinks, dinner; bring friends',
};
const thursday: Day = { date: '2025-06-26', dayName: 'Thursday', activities: [bistro] };
const friday: Day = {
  date: '2025-06-27',
  dayName: 'Friday',
  activities: [
    {
      time: '19:00 – 23:30',
      event: 'Welcome Reception and Dinner',
      location: 'Fontainebleau',
      description: 'Aperitif and dinner',
    },
    { time: '', event: 'To be announced', location: '', description: '' },
  ],
};
const saturday: Day = {
  date: '2025-06-28',
  dayName: 'Saturday',
  activities: [
    { time: '20:00 – 24:00', event: 'Class Party', location: 'Fontainebleau', description: '' },
    { time: '22:00', event: '', location: '', description: 'untitled' },
  ],
};
const schedule: Schedule = {
  updatedAt: '2025-05-01T08:00:00Z',
  days: [thursday, friday, saturday],
};
const url = 'https://reunion.example.org/event-details';

describe('buildEventIcs', () => {
  const event = toCalendarEvent(thursday, bistro, { url });
  if (!event) throw new Error('fixture should be a calendar event');
  const ics = buildEventIcs(event, { timestamp: Date.parse(schedule.updatedAt) });

  it('writes 19:00 Paris as 17:00Z and lasts one hour', () => {
    expect(ics).toContain('DTSTART:20250626T170000Z\r\n');
    expect(ics).toContain('DTEND:20250626T180000Z\r\n');
  });

  it('holds one event with its title, escaped text, link and stable UID', () => {
    const [parsed, ...others] = parseEvents(ics);
    expect(others).toHaveLength(0);
    expect(parsed).toMatchObject({
      UID: '20250626-paris-pre-reunion-gathering@reunion-2005',
      SUMMARY: 'Paris Pre-Reunion Gathering',
      DESCRIPTION: 'Drinks\\, dinner\\; bring friends',
      LOCATION: 'Bistro\\, Paris',
      URL: url,
      DTSTAMP: '20250501T080000Z',
    });
  });

  it('is a VCALENDAR with our product id and calendar name', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('PRODID:-//Class of 2005 Reunion//Event Schedule//EN\r\n');
    expect(ics).toContain('X-WR-CALNAME:Class of 2005 20-Year Reunion\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('buildScheduleIcs', () => {
  const ics = buildScheduleIcs(schedule, { url });
  const events = parseEvents(ics);

  it('skips the activities lacking a title or a time', () => {
    expect(events.map((e) => e['SUMMARY'])).toEqual([
      'Paris Pre-Reunion Gathering',
      'Welcome Reception and Dinner',
      'Class Party',
    ]);
  });

  it('writes France summer times in UTC (UTC+2)', () => {
    expect(events.map((e) => [e['DTSTART'], e['DTEND']])).toEqual([
      ['20250626T170000Z', '20250626T180000Z'],
      ['20250627T170000Z', '20250627T213000Z'],
      // 24:00 clamped to 23:59 Paris = 21:59Z
      ['20250628T180000Z', '20250628T215900Z'],
    ]);
  });

  it('gives every event a distinct, stable UID', () => {
    expect(events.map((e) => e['UID'])).toEqual([
      '20250626-paris-pre-reunion-gathering@reunion-2005',
      '20250627-welcome-reception-and-dinner@reunion-2005',
      '20250628-class-party@reunion-2005',
    ]);
  });

  it('stamps every event with the schedule update time', () => {
    expect(new Set(events.map((e) => e['DTSTAMP']))).toEqual(new Set(['20250501T080000Z']));
    expect(new Set(events.map((e) => e['LAST-MODIFIED']))).toEqual(new Set(['20250501T080000Z']));
  });

  it('is byte-stable: same schedule and options, same bytes', () => {
    expect(buildScheduleIcs(schedule, { url })).toBe(ics);
  });

  it('takes the calendar name, product id and UID domain from the options', () => {
    const custom = buildScheduleIcs(schedule, {
      calName: 'Reunion feed',
      productId: '-//Test//Feed//EN',
      uidDomain: 'feed.example.org',
      timestamp: Date.parse('2025-06-01T00:00:00Z'),
    });
    expect(custom).toContain('X-WR-CALNAME:Reunion feed\r\n');
    expect(custom).toContain('PRODID:-//Test//Feed//EN\r\n');
    expect(custom).toContain('UID:20250628-class-party@feed.example.org\r\n');
    expect(custom).toContain('DTSTAMP:20250601T000000Z\r\n');
  });

  it('refuses a schedule whose update time is unreadable', () => {
    expect(() => buildScheduleIcs({ ...schedule, updatedAt: 'yesterday' })).toThrow(
      'Bad schedule updatedAt',
    );
  });
});
