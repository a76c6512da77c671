import { countries } from 'countries-list';
import { countryNames, countrySchema, diallingCodeFor, diallingCodes } from './countries.js';
import { countryOverrides, excludedTerritories } from './country-review.js';
import { deriveCountryTable } from './derive-country-table.js';

describe('country list', () => {
  it('is what countries-list and the review give (else run `npm run countries -w contracts`)', () => {
    expect(diallingCodes.map(({ country, code }) => [country, code])).toEqual(deriveCountryTable());
  });

  it('holds about 195 countries', () => {
    expect(countryNames.length).toBeGreaterThanOrEqual(190);
    expect(countryNames.length).toBeLessThanOrEqual(200);
  });

  it('has one dialling code per country, and no country twice', () => {
    expect(diallingCodes).toHaveLength(countryNames.length);
    expect(new Set(countryNames).size).toBe(countryNames.length);
    for (const { code } of diallingCodes) expect(code).toMatch(/^\+[1-9]\d{0,3}$/);
  });

  it('is sorted by name', () => {
    const sorted = [...countryNames].sort((a, b) => a.localeCompare(b, 'en'));
    expect(countryNames).toEqual(sorted);
  });

  it.each([
    ['Curaçao', '+599'],
    ['Kosovo', '+383'],
    ['Palestine', '+970'],
    ['Taiwan', '+886'],
    ['Vatican City', '+379'],
    ['France', '+33'],
    ['United States', '+1'],
    ['United Kingdom', '+44'],
    ['Canada', '+1'],
    ['Jamaica', '+1876'],
    ['Dominican Republic', '+1809'],
    ['Trinidad and Tobago', '+1868'],
  ])('lists %s with %s', (country, code) => {
    expect(countryNames).toContain(country);
    expect(diallingCodeFor(country)).toBe(code);
  });

  it.each(['Curacao', 'Puerto Rico', 'Hong Kong', 'Greenland', 'Antarctica', 'Aland', 'Aruba'])(
    'leaves out %s',
    (name) => expect(countryNames).not.toContain(name),
  );

  it('only reviews codes the package knows, so a package update cannot leave them stale', () => {
    for (const code of [...excludedTerritories, ...Object.keys(countryOverrides)]) {
      expect(Object.keys(countries)).toContain(code);
    }
  });

  it('validates names with countrySchema', () => {
    expect(countrySchema.parse('Taiwan')).toBe('Taiwan');
    expect(countrySchema.safeParse('Atlantis').success).toBe(false);
  });

  it('has no dialling code for an unknown or empty country', () => {
    expect(diallingCodeFor('Atlantis')).toBeUndefined();
    expect(diallingCodeFor(null)).toBeUndefined();
  });
});
