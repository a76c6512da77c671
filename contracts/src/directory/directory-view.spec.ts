import { sampleDirectoryCard as card } from './sample-card.js';
import { defaultDirectoryQueryState } from './directory-query.js';
import { directoryView } from './directory-view.js';

describe('directoryView', () => {
  const cards = Array.from({ length: 20 }, (_, index) =>
    card({
      id: index + 1,
      firstName: `Name${String(index + 1).padStart(2, '0')}`,
      country: index % 2 === 0 ? 'France' : 'Japan',
      createdAt: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
      updatedAt: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
    }),
  );

  it('filters, then sorts, then pages', () => {
    const view = directoryView(cards, {
      filters: { ...defaultDirectoryQueryState.filters, country: 'France' },
      sort: 'az',
      page: 2,
    });
    // France: ids 1, 3, …, 19 (10 cards); A to Z page 2 is the 7th to the 10th.
    expect(view.total).toBe(10);
    expect(view.pageCount).toBe(2);
    expect(view.items.map((c) => c.id)).toEqual([13, 15, 17, 19]);
  });

  it('defaults to the most recently updated, first page', () => {
    const view = directoryView(cards, defaultDirectoryQueryState);
    expect(view.items.map((c) => c.id)).toEqual([20, 19, 18, 17, 16, 15]);
  });

  it('an empty result is page 1 of 0', () => {
    const view = directoryView(cards, {
      ...defaultDirectoryQueryState,
      filters: { ...defaultDirectoryQueryState.filters, text: 'nobody by that name' },
      page: 3,
    });
    expect(view).toEqual({ items: [], page: 1, pageCount: 0, total: 0 });
  });

  it('also takes full profiles (for the profile page previous/next links)', () => {
    const profiles = cards.map((c) => ({ ...c, email: null, photos: [] as string[] }));
    expect(directoryView(profiles, defaultDirectoryQueryState).items[0]?.id).toBe(20);
  });
});
