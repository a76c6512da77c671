import { countryNames, createProfileRequestSchema } from '@reunion/contracts';
import { SEED_EMAIL_DOMAIN, seedPerson } from './seed-people.js';
import { homeCountries } from './seed-vocabulary.js';

describe('seeded classmates', () => {
  const people = Array.from({ length: 300 }, (_, i) => seedPerson(1, i + 1));

  it('are the same for the same seed and index, and differ with the seed', () => {
    expect(seedPerson(1, 42)).toEqual(seedPerson(1, 42));
    expect(seedPerson(2, 42)).not.toEqual(seedPerson(1, 42));
  });

  it('are valid profile bodies, published, with unique seeded e-mails', () => {
    for (const person of people) {
      const parsed = createProfileRequestSchema.safeParse({ ...person.profile, photos: [] });
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      expect(person.profile.status).toBe('published');
      expect(person.email.endsWith(`@${SEED_EMAIL_DOMAIN}`)).toBe(true);
      expect(person.profile.email).toBe(person.email);
    }
    expect(new Set(people.map((p) => p.email)).size).toBe(people.length);
  });

  it('travel between 25 and 30 June 2025, arriving before leaving', () => {
    for (const { profile } of people) {
      if (profile.arrivalDate === null) continue;
      expect(profile.arrivalDate >= '2025-06-25' && profile.arrivalDate <= '2025-06-30').toBe(true);
      expect(profile.departureDate! > profile.arrivalDate).toBe(true);
      expect(profile.departureDate! <= '2025-06-30').toBe(true);
    }
  });

  it('vary: every attendance answer, industries, kids, photo counts, and edits after sign-up', () => {
    const values = <T>(pick: (p: (typeof people)[number]) => T) => new Set(people.map(pick));
    expect(values((p) => p.profile.attending)).toEqual(new Set(['yes', 'no', 'maybe']));
    expect(values((p) => p.profile.industry).size).toBeGreaterThan(8);
    expect(values((p) => p.profile.kidsCount).size).toBeGreaterThan(3);
    expect(values((p) => p.photoCount)).toEqual(new Set([0, 1, 2, 3]));
    expect(values((p) => p.profile.country).size).toBeGreaterThan(20);
    expect(people.some((p) => p.updatedAt > p.createdAt)).toBe(true);
    for (const p of people) {
      expect(p.updatedAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
      expect(p.profile.kidsAges).toHaveLength(p.profile.kidsCount);
    }
  });

  it('fill each answer at its rate (the benchmarks size their pages on these)', () => {
    const many = Array.from({ length: 2000 }, (_, i) => seedPerson(7, i + 1));
    const share = (test: (p: (typeof many)[number]) => boolean) =>
      many.filter(test).length / many.length;
    expect(share((p) => p.profile.attending === 'yes')).toBeCloseTo(0.6, 1);
    expect(share((p) => p.profile.currentRole !== null)).toBeCloseTo(0.9, 1);
    expect(share((p) => p.profile.company !== null)).toBeCloseTo(0.9, 1);
    expect(share((p) => p.profile.karaokeeSong !== null)).toBeCloseTo(0.7, 1);
    expect(share((p) => p.profile.city === null)).toBeCloseTo(0.2, 1);
    expect(share((p) => p.profile.kidsCount === 0)).toBeCloseTo(0.55, 1);
    expect(share((p) => p.photoCount === 1)).toBeCloseTo(0.6, 1);
    expect(share((p) => p.updatedAt > p.createdAt)).toBeCloseTo(0.6, 1);
  });

  it('live in countries of the list', () => {
    for (const [country] of homeCountries) expect(countryNames).toContain(country);
  });
});
