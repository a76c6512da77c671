import { sampleDirectoryCard as card } from './sample-card.js';
import { countryOptions, directoryFilterOptions } from './directory-options.js';

describe('directory options', () => {
  it('start with All and use the page labels', () => {
    expect(directoryFilterOptions.attendees.map((o) => o.label)).toEqual([
      'All Attendees',
      'Attending Reunion',
      'Attending Paris Event',
    ]);
    expect(directoryFilterOptions.kids.map((o) => o.label)).toEqual([
      'All Profiles',
      'Bringing Kids',
      'Not Bringing Kids',
    ]);
    expect(directoryFilterOptions.sort.map((o) => o.label)).toEqual([
      'Most recently updated',
      'Most recently added',
      'Oldest first',
      'A to Z',
      'Z to A',
    ]);
    expect(directoryFilterOptions.industry[0]).toEqual({ value: 'all', label: 'All Industries' });
    expect(directoryFilterOptions.industry).toHaveLength(10);
    expect(directoryFilterOptions.accommodation).toHaveLength(10);
    expect(directoryFilterOptions.accommodationTown).toHaveLength(5);
  });

  it('countries: those in the list, sorted, once each, plus a selected one', () => {
    const cards = [
      card({ country: 'Japan' }),
      card({ country: 'Brazil' }),
      card({ country: 'Japan' }),
    ];
    expect(countryOptions(cards).map((o) => o.value)).toEqual(['all', 'Brazil', 'Japan']);
    expect(countryOptions(cards, 'Chile').map((o) => o.value)).toEqual([
      'all',
      'Brazil',
      'Chile',
      'Japan',
    ]);
    expect(countryOptions([])).toEqual([{ value: 'all', label: 'All Countries' }]);
  });
});
