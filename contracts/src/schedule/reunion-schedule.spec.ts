import { parseActivityTime } from './activity-time.js';
import { scheduleCalendarEvents } from './calendar-event.js';
import { buildScheduleIcs } from './ics-file.js';
import { REUNION_DAYS } from '../profile/stay-dates.js';
import { reunionSchedule } from './reunion-schedule.js';

describe('reunionSchedule', () => {
  it('covers the four days of the reunion, Thursday to Sunday', () => {
    expect(reunionSchedule.days.map((d) => [d.date, d.dayName])).toEqual([
      ['2025-06-26', 'Thursday'],
      ['2025-06-27', 'Friday'],
      ['2025-06-28', 'Saturday'],
      ['2025-06-29', 'Sunday'],
    ]);
  });

  it("starts and ends on the days a stay's dates are measured from (profile/stay-dates.ts)", () => {
    expect(REUNION_DAYS).toEqual({
      first: reunionSchedule.days[0]?.date,
      last: reunionSchedule.days.at(-1)?.date,
    });
  });

  it('opens with the Paris bistro evening at 19:00 on Thursday', () => {
    const [thursday] = reunionSchedule.days;
    expect(thursday?.activities[0]).toMatchObject({
      time: '19:00',
      event: 'Paris Pre-Reunion Gathering',
    });
  });

  it('has the Friday welcome reception and dinner', () => {
    expect(reunionSchedule.days[1]?.activities.map((a) => a.event)).toContain(
      'Welcome Reception and Dinner',
    );
  });

  it('has the campus tour, class photo, faculty lectures, class party and Sunday lunch', () => {
    const titles = reunionSchedule.days.flatMap((d) => d.activities.map((a) => a.event));
    expect(titles).toEqual(
      expect.arrayContaining([
        'Campus Tour',
        'Class Photo',
        'Lectures by Faculty',
        'Class Party',
        'Optional Sunday Lunch',
      ]),
    );
  });

  it('gives every activity a title, a readable time and a location', () => {
    for (const day of reunionSchedule.days) {
      for (const activity of day.activities) {
        expect(activity.event.trim()).not.toBe('');
        expect(activity.location.trim()).not.toBe('');
        expect(parseActivityTime(activity.time)).not.toBeNull();
      }
    }
  });

  it('exports every activity to the full calendar with distinct UIDs', () => {
    const count = reunionSchedule.days.reduce((n, d) => n + d.activities.length, 0);
    const uids = scheduleCalendarEvents(reunionSchedule).map((e) => e.uid);
    expect(uids).toHaveLength(count);
    expect(new Set(uids).size).toBe(count);
    expect(buildScheduleIcs(reunionSchedule)).toContain('DTSTART:20250626T170000Z\r\n');
  });
});
