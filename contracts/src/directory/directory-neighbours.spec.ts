import { directoryNeighbours } from './directory-neighbours.js';
import { sampleDirectoryCard } from './sample-card.js';

describe('directoryNeighbours', () => {
  const a = sampleDirectoryCard({ id: 1, firstName: 'A', updatedAt: '2025-01-03T00:00:00.000Z' });
  const b = sampleDirectoryCard({ id: 2, firstName: 'B', updatedAt: '2025-01-05T00:00:00.000Z' });
  const c = sampleDirectoryCard({ id: 3, firstName: 'C', updatedAt: '2025-01-04T00:00:00.000Z' });

  it('finds the cards either side in the default order, most recently updated first', () => {
    expect(directoryNeighbours([a, b, c], 3)).toEqual({
      previous: { id: 2, firstName: 'B', lastName: b.lastName },
      next: { id: 1, firstName: 'A', lastName: a.lastName },
    });
  });

  it('has no previous for the first and no next for the last', () => {
    expect(directoryNeighbours([a, b, c], 2).previous).toBeNull();
    expect(directoryNeighbours([a, b, c], 1).next).toBeNull();
  });

  it('has none for a profile the directory does not list', () => {
    expect(directoryNeighbours([a, b], 3)).toEqual({ previous: null, next: null });
  });
});
