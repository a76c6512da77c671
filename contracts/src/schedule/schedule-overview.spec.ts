import { overviewText } from './schedule-overview.js';
import type { Activity, Day } from './schedule.types.js';

const activity = (event: string): Activity => ({
  time: '10:00',
  event,
  location: 'Fontainebleau',
  description: '',
});
const day = (...titles: string[]): Day => ({
  date: '2025-06-28',
  dayName: 'Saturday',
  activities: titles.map(activity),
});

describe('overviewText', () => {
  it('joins the titles of a day', () => {
    expect(overviewText(day('Campus Tour', 'Class Photo'))).toBe('Campus Tour, Class Photo');
  });

  it('keeps a text of exactly 60 characters whole', () => {
    const sixty = 'A'.repeat(60);
    expect(overviewText(day(sixty))).toBe(sixty);
  });

  it('cuts at 60 characters and adds an ellipsis', () => {
    const text = overviewText(
      day('Campus Tour', 'Lectures by Faculty', 'Class Lunch', 'Class Photo', 'Class Party'),
    );
    expect(text).toBe('Campus Tour, Lectures by Faculty, Class Lunch, Class Photo, ...');
    expect(text.slice(0, -3)).toHaveLength(60);
  });

  it('leaves out blank titles', () => {
    expect(overviewText(day('Campus Tour', '  ', 'Class Photo'))).toBe('Campus Tour, Class Photo');
  });
});
