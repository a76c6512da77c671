import { aProfile } from '../testing/fixtures';
import { formatReunionDate } from './formatDate';
import { kidsSummary } from './kids';
import { directoryOrder, neighboursOf } from './neighbours';

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

describe('directory order and neighbours', () => {
  const a = aProfile({ id: 1, updatedAt: '2025-01-03T00:00:00.000Z' });
  const b = aProfile({ id: 2, updatedAt: '2025-01-05T00:00:00.000Z' });
  // A row never updated may come without updatedAt: its created date stands in.
  const c = { ...aProfile({ id: 3, createdAt: '2025-01-04T00:00:00.000Z' }), updatedAt: null };
  const draft = aProfile({ id: 4, status: 'draft', updatedAt: '2025-02-01T00:00:00.000Z' });

  it('lists published profiles, most recently updated first, falling back to created', () => {
    expect(directoryOrder([a, b, c, draft]).map((profile) => profile.id)).toEqual([2, 3, 1]);
  });

  it('finds the profiles either side', () => {
    const { previous, next } = neighboursOf([a, b, c, draft], 3);
    expect([previous?.id, next?.id]).toEqual([2, 1]);
    expect(neighboursOf([a, b], 2).previous).toBeUndefined();
  });

  it('has none for a profile outside the directory', () => {
    expect(neighboursOf([a, b, draft], 4)).toEqual({});
  });
});
