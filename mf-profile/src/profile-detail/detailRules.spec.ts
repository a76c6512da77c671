import { formatReunionDate } from '@reunion/contracts';
import { kidsSummary } from './kids';

describe('formatReunionDate (US English: weekday, month, day)', () => {
  it.each([
    ['2025-06-26', 'Thursday, June 26'],
    ['2025-06-27', 'Friday, June 27'],
    ['2025-06-29', 'Sunday, June 29'],
  ])('%s → %s in any time zone', (date, text) => expect(formatReunionDate(date)).toBe(text));

  it.each([null, '', 'June 26', '2025-13-45'])('%p → undefined', (value) => {
    expect(formatReunionDate(value)).toBeUndefined();
  });
});

describe('kidsSummary', () => {
  it('sorts ages ascending and names 0 as under one year', () => {
    expect(kidsSummary({ kidsCount: 2, kidsAges: [12, 0] })).toBe(
      '2 children (ages: Under 1 year, 12)',
    );
    expect(kidsSummary({ kidsCount: 1, kidsAges: [5] })).toBe('1 child (ages: 5)');
  });

  it('is nothing at a count of 0 or less', () => {
    expect(kidsSummary({ kidsCount: 0, kidsAges: [] })).toBeUndefined();
    expect(kidsSummary({ kidsCount: -1, kidsAges: [3] })).toBeUndefined();
  });
});
