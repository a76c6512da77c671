import type { DirectoryCard } from './directory-card.schema.js';
import {
  activeSelectFilterCount,
  defaultDirectoryFilters,
  filterDirectory,
  hasActiveFilters,
  matchesDirectoryFilters,
  type DirectoryFilters,
} from './directory-filters.js';
import { prepareSearchText } from './directory-search.js';
import { sampleDirectoryCard as card } from './sample-card.js';

const filters = (overrides: Partial<DirectoryFilters>): DirectoryFilters => ({
  ...defaultDirectoryFilters,
  ...overrides,
});
const ids = (cards: DirectoryCard[]) => cards.map((c) => c.id);

const ada = card({ id: 1 });
const grace = card({
  id: 2,
  firstName: 'Grace',
  lastName: 'Hopper',
  currentRole: 'Chief Strategy Officer',
  company: 'US Navy',
  city: 'Arlington',
  industry: 'Education',
  country: 'United States',
  attending: 'no',
  parisGathering: 'yes',
  accommodation: 'Airbnb',
  accommodationTown: 'Other',
  kidsCount: 2,
});
const zoe = card({
  id: 3,
  firstName: 'Zoë',
  lastName: 'Saldaña',
  currentRole: null,
  company: null,
  // Hidden from this reader: the server sends null (docs/profiles.md, "Contact privacy").
  city: null,
  industry: null,
  country: 'Brazil',
  attending: 'maybe',
  parisGathering: 'no',
  accommodation: 'Not yet decided',
  accommodationTown: null,
  kidsCount: 0,
});
const all = [ada, grace, zoe];

describe('directory filters', () => {
  it('let everything through by default', () => {
    expect(ids(filterDirectory(all, defaultDirectoryFilters))).toEqual([1, 2, 3]);
    expect(hasActiveFilters(defaultDirectoryFilters)).toBe(false);
  });

  describe('free text', () => {
    it.each([
      ['ada', [1]],
      ['ADA LOVELACE', [1]],
      ['lovelace ada', [1]],
      ['hopper', [2]],
      ['navy', [2]],
      ['us navy', [2]],
      ['technology', [1]],
      ['education', [2]],
      ['brazil', [3]],
      ['united', [1, 2]],
      ['united states', [2]],
      ['zoe saldana', [3]],
      ['strategy', [2]],
      ['chief officer', [2]],
      ['partner', [1]],
      ['london', [1]],
      ['arlington navy', [2]],
      ['  grace   ', [2]],
      ['', [1, 2, 3]],
      ['   ', [1, 2, 3]],
      ['xyzzy', []],
    ])('%p finds %p', (text, expected) => {
      expect(ids(filterDirectory(all, filters({ text })))).toEqual(expected);
    });

    it('searches name, job title, company, industry, city and country, not the rest', () => {
      // Accommodation and the arrival are on the card but not searched (docs/pages.md, "Find
      // Classmates").
      expect(ids(filterDirectory(all, filters({ text: 'Airbnb' })))).toEqual([]);
      expect(ids(filterDirectory(all, filters({ text: 'Fontainebleau' })))).toEqual([]);
    });

    it('never finds a city the reader may not see (null), nor the word null', () => {
      const hidden = card({ id: 4, city: null, currentRole: null, company: null, industry: null });
      expect(matchesDirectoryFilters(hidden, filters({ text: 'null' }))).toBe(false);
      expect(matchesDirectoryFilters(hidden, filters({ text: 'london' }))).toBe(false);
    });

    it('never matches across two fields', () => {
      // "Lovelace\nAnalytical": the end of the name and the start of the company.
      expect(matchesDirectoryFilters(ada, filters({ text: 'laceanalytical' }))).toBe(false);
      // "Partner\nAnalytical…\nTechnology\nLondon": the role's end and the company's start.
      expect(matchesDirectoryFilters(ada, filters({ text: 'partneranalytical' }))).toBe(false);
    });

    it('gives the same answers for an entry prepared ahead (folded while the browser is idle)', () => {
      const prepared = card({ id: 5, firstName: 'Zoë', city: 'São Paulo' });
      prepareSearchText(prepared);
      expect(matchesDirectoryFilters(prepared, filters({ text: 'zoe sao' }))).toBe(true);
      expect(matchesDirectoryFilters(prepared, filters({ text: 'lyon' }))).toBe(false);
    });

    it('re-reads an entry whose search text is cached', () => {
      expect(matchesDirectoryFilters(ada, filters({ text: 'ada' }))).toBe(true);
      expect(matchesDirectoryFilters(ada, filters({ text: 'ada' }))).toBe(true);
      expect(hasActiveFilters(filters({ text: ' x ' }))).toBe(true);
    });
  });

  it('industry: the exact industry; a profile without one only under All', () => {
    expect(ids(filterDirectory(all, filters({ industry: 'Technology' })))).toEqual([1]);
    expect(ids(filterDirectory(all, filters({ industry: 'Finance' })))).toEqual([]);
  });

  it('attendees: reunion means attending yes, Paris means parisGathering yes', () => {
    expect(ids(filterDirectory(all, filters({ attendees: 'reunion' })))).toEqual([1]);
    expect(ids(filterDirectory(all, filters({ attendees: 'paris' })))).toEqual([2]);
  });

  it('country', () => {
    expect(ids(filterDirectory(all, filters({ country: 'Brazil' })))).toEqual([3]);
    expect(ids(filterDirectory(all, filters({ country: 'France' })))).toEqual([]);
  });

  it('accommodation', () => {
    expect(ids(filterDirectory(all, filters({ accommodation: 'Airbnb' })))).toEqual([2]);
    expect(ids(filterDirectory(all, filters({ accommodation: 'Not yet decided' })))).toEqual([3]);
  });

  it('accommodation town; a profile without a town only under All', () => {
    expect(ids(filterDirectory(all, filters({ accommodationTown: 'Fontainebleau' })))).toEqual([1]);
    expect(ids(filterDirectory(all, filters({ accommodationTown: 'Other' })))).toEqual([2]);
    expect(ids(filterDirectory(all, filters({ accommodationTown: 'Avon' })))).toEqual([]);
  });

  it('kids: bringing means a count above 0', () => {
    const negative = card({ id: 4, kidsCount: -1 });
    const list = [...all, negative];
    expect(ids(filterDirectory(list, filters({ kids: 'bringing' })))).toEqual([2]);
    expect(ids(filterDirectory(list, filters({ kids: 'not-bringing' })))).toEqual([1, 3, 4]);
  });

  it('combines every filter with AND', () => {
    const many = [
      grace,
      card({ ...grace, id: 10, kidsCount: 0 }),
      card({ ...grace, id: 11, parisGathering: 'no' }),
      card({ ...grace, id: 12, country: 'Canada' }),
      card({ ...grace, id: 13, accommodation: 'Other' }),
      card({ ...grace, id: 14, accommodationTown: 'Avon' }),
      card({ ...grace, id: 15, industry: 'Finance' }),
      card({ ...grace, id: 16, firstName: 'Anita', lastName: 'Borg', company: 'PARC' }),
    ];
    const every = filters({
      text: 'grace',
      industry: 'Education',
      attendees: 'paris',
      country: 'United States',
      accommodation: 'Airbnb',
      accommodationTown: 'Other',
      kids: 'bringing',
    });
    expect(hasActiveFilters(every)).toBe(true);
    expect(ids(filterDirectory(many, every))).toEqual([2]);
  });

  it("counts the select filters that narrow the list (a phone's folded filters), not the text", () => {
    expect(activeSelectFilterCount(defaultDirectoryFilters)).toBe(0);
    expect(activeSelectFilterCount(filters({ text: 'grace' }))).toBe(0);
    expect(activeSelectFilterCount(filters({ kids: 'bringing', country: 'France' }))).toBe(2);
    expect(
      activeSelectFilterCount(
        filters({
          industry: 'Education',
          attendees: 'paris',
          country: 'United States',
          accommodation: 'Airbnb',
          accommodationTown: 'Other',
          kids: 'bringing',
        }),
      ),
    ).toBe(6);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = [...all];
    const output = filterDirectory(input, defaultDirectoryFilters);
    expect(output).not.toBe(input);
    expect(input).toEqual(all);
  });
});
