import { eventFileName, scheduleFileName } from './calendar-file-names.js';

describe('eventFileName', () => {
  it('lowercases the title and replaces every non-alphanumeric by an underscore', () => {
    expect(eventFileName('Welcome Reception and Dinner')).toBe('welcome_reception_and_dinner.ics');
    expect(eventFileName('Paris Pre-Reunion Gathering')).toBe('paris_pre_reunion_gathering.ics');
    expect(eventFileName('Café & Croissants!')).toBe('caf____croissants_.ics');
  });
});

describe('scheduleFileName', () => {
  it('carries the date YYYYMMDD and a 4-digit suffix', () => {
    const name = scheduleFileName(new Date('2025-06-15T12:32:00Z'));
    expect(name).toMatch(/_\d{8}_\d{4}\.ics$/);
    expect(name).toBe('class_of_2005_reunion_schedule_20250615_1432.ics');
  });

  it('reads the date and suffix on the Paris clock', () => {
    expect(scheduleFileName(new Date('2025-06-14T22:05:00Z'))).toBe(
      'class_of_2005_reunion_schedule_20250615_0005.ics',
    );
  });
});
