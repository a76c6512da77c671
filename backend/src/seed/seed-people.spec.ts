import { countryNames, createProfileRequestSchema } from '@reunion/contracts';
import { SEED_EMAIL_DOMAIN, seedPerson } from './seed-people.js';
import { SeedRandom } from './seed-random.js';
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

  it('live in countries of the list', () => {
    for (const [country] of homeCountries) expect(countryNames).toContain(country);
  });
});

describe('SeedRandom', () => {
  it('stays in range and repeats for a seed', () => {
    const a = new SeedRandom(5);
    const b = new SeedRandom(5);
    for (let i = 0; i < 1000; i++) {
      const x = a.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      expect(b.next()).toBe(x);
      const n = a.int(3, 5);
      b.int(3, 5);
      expect([3, 4, 5]).toContain(n);
    }
  });
});
