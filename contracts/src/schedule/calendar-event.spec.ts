import { activityUid, scheduleCalendarEvents, toCalendarEvent } from './calendar-event.js';
import type { Activity, Day, Schedule } from './schedule.types.js';

const activity = (time: string, event = 'Class Party'): Activity => ({
  time,
  event,
  location: 'Fontainebleau',
  description: 'Dinner and dancing',
});
const saturday = (...activities: Activity[]): Day => ({
  date: '2025-06-28',
  dayName: 'Saturday',
  activities,
});
const endOf = (time: string) => {
  const a = activity(time);
  return toCalendarEvent(saturday(a), a)?.end;
};

describe('toCalendarEvent', () => {
  it('keeps the Paris wall-clock start and end of a range', () => {
    const a = activity('09:30 – 10:45', 'Campus Tour');
    expect(toCalendarEvent(saturday(a), a, { url: 'https://example.org/event-details' })).toEqual({
      uid: '20250628-campus-tour@reunion-2005',
      title: 'Campus Tour',
      description: 'Dinner and dancing',
      location: 'Fontainebleau',
      start: { year: 2025, month: 6, day: 28, hour: 9, minute: 30 },
      end: { year: 2025, month: 6, day: 28, hour: 10, minute: 45 },
      url: 'https://example.org/event-details',
      productId: '-//Class of 2005 Reunion//Event Schedule//EN',
    });
  });

  it('makes a single time last one hour', () => {
    expect(endOf('19:00')).toEqual({ year: 2025, month: 6, day: 28, hour: 20, minute: 0 });
    expect(endOf('10:15')).toMatchObject({ hour: 11, minute: 15 });
  });

  it('clamps an end hour of 24 or more to 23:59', () => {
    expect(endOf('20:00 – 24:00')).toMatchObject({ day: 28, hour: 23, minute: 59 });
    expect(endOf('22:00 – 26:30')).toMatchObject({ day: 28, hour: 23, minute: 59 });
  });

  it('clamps an end written past midnight the same way', () => {
    expect(endOf('20:00 – 01:00')).toMatchObject({ day: 28, hour: 23, minute: 59 });
  });

  it('clamps the one-hour default of a late start too', () => {
    expect(endOf('23:30')).toMatchObject({ day: 28, hour: 23, minute: 59 });
  });

  it('keeps an end just before midnight as written', () => {
    expect(endOf('19:00 – 23:30')).toMatchObject({ hour: 23, minute: 30 });
  });

  it('gives null without a title or a readable time', () => {
    const noTitle = activity('19:00', '  ');
    const noTime = activity('', 'Class Party');
    const tba = activity('TBA', 'Class Party');
    expect(toCalendarEvent(saturday(noTitle), noTitle)).toBeNull();
    expect(toCalendarEvent(saturday(noTime), noTime)).toBeNull();
    expect(toCalendarEvent(saturday(tba), tba)).toBeNull();
  });
});

describe('scheduleCalendarEvents', () => {
  it('skips activities lacking a title or a time, keeping programme order', () => {
    const schedule: Schedule = {
      updatedAt: '2025-05-01T08:00:00Z',
      days: [
        saturday(
          activity('09:30', 'Campus Tour'),
          activity('', 'Mystery Event'),
          activity('11:00', ''),
          activity('20:00 – 24:00', 'Class Party'),
        ),
      ],
    };
    expect(scheduleCalendarEvents(schedule).map((e) => e.title)).toEqual([
      'Campus Tour',
      'Class Party',
    ]);
  });
});

describe('activityUid', () => {
  it('is built from the date and the title, not the time', () => {
    const early = activity('09:00', 'Campus Tour');
    const moved = activity('15:00', 'Campus Tour');
    expect(activityUid(saturday(early), early)).toBe('20250628-campus-tour@reunion-2005');
    expect(activityUid(saturday(moved), moved)).toBe(activityUid(saturday(early), early));
  });

  it('folds accents and punctuation, and takes another domain when asked', () => {
    const a = activity('15:00', 'Visite du Château & Jardins!');
    expect(activityUid(saturday(a), a, 'example.org')).toBe(
      '20250628-visite-du-chateau-jardins@example.org',
    );
  });

  it('numbers two activities of one day that share a title', () => {
    const first = activity('10:00', 'Coffee Break');
    const second = activity('15:00', 'Coffee Break');
    const day = saturday(first, second);
    expect(activityUid(day, first)).toBe('20250628-coffee-break@reunion-2005');
    expect(activityUid(day, second)).toBe('20250628-coffee-break-2@reunion-2005');
  });
});
