import { sampleDirectoryCard as card } from './sample-card.js';
import { DEFAULT_DIRECTORY_SORT, sortDirectory, type DirectorySortable } from './directory-sort.js';

const ids = (entries: { id: number }[]) => entries.map((entry) => entry.id);

// Created: 1 < 2 < 3. Updated: 2 most recently, then 1, then 3 (never edited).
const first = card({
  id: 1,
  firstName: 'Charles',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-03-01T00:00:00Z',
});
const second = card({
  id: 2,
  firstName: 'ada',
  createdAt: '2025-01-02T00:00:00Z',
  updatedAt: '2025-04-01T00:00:00Z',
});
const third = card({
  id: 3,
  firstName: 'Béatrice',
  createdAt: '2025-01-03T00:00:00Z',
  updatedAt: '2025-01-03T00:00:00Z',
});
const list = [first, second, third];

describe('directory sorts', () => {
  it('defaults to most recently updated', () => {
    expect(DEFAULT_DIRECTORY_SORT).toBe('updated');
    expect(ids(sortDirectory(list, 'updated'))).toEqual([2, 1, 3]);
  });

  it('most recently updated falls back to the created date', () => {
    const noUpdate: DirectorySortable[] = [
      { id: 1, firstName: 'A', lastName: 'A', createdAt: '2025-02-01T00:00:00Z', updatedAt: null },
      { id: 2, firstName: 'B', lastName: 'B', createdAt: '2025-01-01T00:00:00Z' },
      {
        id: 3,
        firstName: 'C',
        lastName: 'C',
        createdAt: '2025-01-01T00:00:00Z',
        updatedAt: '2025-01-15T00:00:00Z',
      },
    ];
    expect(ids(sortDirectory(noUpdate, 'updated'))).toEqual([1, 3, 2]);
  });

  it('compares instants, whatever the offset they are written with', () => {
    const a = card({ id: 1, updatedAt: '2025-01-01T12:00:00+02:00' }); // 10:00Z
    const b = card({ id: 2, updatedAt: '2025-01-01T11:00:00Z' });
    expect(ids(sortDirectory([a, b], 'updated'))).toEqual([2, 1]);
  });

  it('most recently added and oldest first use the created date', () => {
    expect(ids(sortDirectory(list, 'added'))).toEqual([3, 2, 1]);
    expect(ids(sortDirectory(list, 'oldest'))).toEqual([1, 2, 3]);
  });

  it('A to Z and Z to A by first name, ignoring case and accents', () => {
    expect(ids(sortDirectory(list, 'az'))).toEqual([2, 3, 1]);
    expect(ids(sortDirectory(list, 'za'))).toEqual([1, 3, 2]);
  });

  it('breaks ties by last name, then id, so the order is stable', () => {
    const smithB = card({ id: 5, firstName: 'Sam', lastName: 'Brown' });
    const smithA = card({ id: 4, firstName: 'Sam', lastName: 'Adams' });
    const twin = card({ id: 3, firstName: 'Sam', lastName: 'Adams' });
    expect(ids(sortDirectory([smithB, smithA, twin], 'az'))).toEqual([3, 4, 5]);
    expect(ids(sortDirectory([smithB, smithA, twin], 'za'))).toEqual([5, 4, 3]);
    const sameTime = [card({ id: 7 }), card({ id: 9 }), card({ id: 8 })];
    expect(ids(sortDirectory(sameTime, 'updated'))).toEqual([9, 8, 7]);
    expect(ids(sortDirectory(sameTime, 'added'))).toEqual([9, 8, 7]);
    expect(ids(sortDirectory(sameTime, 'oldest'))).toEqual([7, 8, 9]);
  });

  it('puts an unreadable date last among the newest', () => {
    const bad = card({ id: 1, createdAt: 'not a date', updatedAt: 'not a date' });
    const good = card({ id: 2 });
    expect(ids(sortDirectory([bad, good], 'updated'))).toEqual([2, 1]);
    expect(ids(sortDirectory([bad, good], 'oldest'))).toEqual([1, 2]);
  });

  it('returns a sorted copy', () => {
    const input = [...list];
    expect(sortDirectory(input, 'az')).not.toBe(input);
    expect(input).toEqual(list);
    expect(sortDirectory([], 'za')).toEqual([]);
  });
});
