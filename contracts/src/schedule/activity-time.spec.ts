import { parseActivityTime } from './activity-time.js';

describe('parseActivityTime', () => {
  it('reads a single start time', () => {
    expect(parseActivityTime('19:00')).toEqual({ start: { hour: 19, minute: 0 }, end: null });
  });

  it('reads a range written with the en dash of the programme', () => {
    expect(parseActivityTime('09:30 – 10:45')).toEqual({
      start: { hour: 9, minute: 30 },
      end: { hour: 10, minute: 45 },
    });
  });

  it('accepts a hyphen, an em dash and no spaces', () => {
    expect(parseActivityTime('9:30-10:00')?.end).toEqual({ hour: 10, minute: 0 });
    expect(parseActivityTime('09:30 — 10:00')?.end).toEqual({ hour: 10, minute: 0 });
  });

  it('keeps an end hour of 24 or more for the calendar to clamp', () => {
    expect(parseActivityTime('22:00 – 25:30')?.end).toEqual({ hour: 25, minute: 30 });
  });

  it.each(['', 'TBA', 'evening', '24:00', '19:60', '19:00 – 20:75', '19h00'])(
    'gives null for %p',
    (text) => {
      expect(parseActivityTime(text)).toBeNull();
    },
  );
});
