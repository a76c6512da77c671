import {
  accommodationValues,
  countryNames,
  type Accommodation,
  type AccommodationTown,
  type Attending,
  type CreateProfileRequest,
  industryValues,
  resizeKidsAges,
  townBeforeSave,
} from '@reunion/contracts';
import { SeedRandom } from './seed-random.js';
import * as words from './seed-vocabulary.js';

/** Every seeded account's e-mail ends with this: `--reset` removes exactly these. */
export const SEED_EMAIL_DOMAIN = 'seed.class2005.example';

/** A seeded classmate: the profile's columns (photos aside) and its timestamps. */
export interface SeedPerson {
  index: number;
  email: string;
  profile: Omit<CreateProfileRequest, 'photos'>;
  /** How many photos to make (0–3). */
  photoCount: number;
  /** Hue of the photos' background, 0–359. */
  hue: number;
  createdAt: Date;
  updatedAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
// Sign-ups ran from January until just before the reunion.
const FIRST_SIGN_UP = Date.UTC(2025, 0, 10);
const LAST_SIGN_UP = Date.UTC(2025, 5, 20);
const LAST_EDIT = Date.UTC(2025, 5, 24);

function ascii(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase();
}

function day(date: string, offset: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

function place(r: SeedRandom): { country: string; city: string | null } {
  if (r.chance(0.2)) return { country: r.pick(countryNames), city: null };
  const [country, cities] = r.weighted(
    words.homeCountries.map(([name, towns, weight]) => [[name, towns] as const, weight] as const),
  );
  return { country, city: r.pick(cities) };
}

function rsvp(r: SeedRandom): { attending: Attending; parisGathering: Attending } {
  const attending = r.weighted<Attending>([
    ['yes', 60],
    ['maybe', 25],
    ['no', 15],
  ]);
  const parisGathering =
    attending === 'no'
      ? r.weighted<Attending>([
          ['no', 85],
          ['maybe', 15],
        ])
      : r.weighted<Attending>([
          ['yes', 45],
          ['maybe', 35],
          ['no', 20],
        ]);
  return { attending, parisGathering };
}

/** Dates between 25 and 30 June 2025, for those who might come; TBD for some. */
function travel(r: SeedRandom, attending: Attending) {
  if (attending === 'no' || r.chance(0.15)) return { arrivalDate: null, departureDate: null };
  const arrivalDate = day('2025-06-25', r.int(0, 2));
  return { arrivalDate, departureDate: day('2025-06-28', r.int(0, 2)) };
}

function stay(r: SeedRandom): {
  accommodation: Accommodation;
  accommodationTown: AccommodationTown | null;
} {
  const accommodation = r.weighted<Accommodation>(
    accommodationValues.map((value) => [value, value === 'Not yet decided' ? 20 : 10] as const),
  );
  // A few chose their own town; the rest get the form's rule (docs/profiles.md, "Accommodation and
  // town").
  const chosen: AccommodationTown | null =
    accommodation === 'Airbnb' || accommodation === 'Private accommodation'
      ? r.pick<AccommodationTown | null>(['Avon', 'Barbizon', 'Fontainebleau', null])
      : null;
  return { accommodation, accommodationTown: townBeforeSave(accommodation, chosen) };
}

function kids(r: SeedRandom): { kidsCount: number; kidsAges: number[] } {
  const kidsCount = r.weighted([
    [0, 55],
    [1, 15],
    [2, 18],
    [3, 9],
    [4, 3],
  ] as const);
  const ages = Array.from({ length: kidsCount }, () => r.int(0, 23));
  return { kidsCount, kidsAges: resizeKidsAges(ages, kidsCount) };
}

/** Classmate number `index` (1-based) for this seed: the same every run. */
export function seedPerson(seed: number, index: number): SeedPerson {
  const r = SeedRandom.forIndex(seed, index);
  const firstName = r.pick(words.firstNames);
  const lastName = r.pick(words.lastNames);
  const { country, city } = place(r);
  const { attending, parisGathering } = rsvp(r);
  const createdAt = FIRST_SIGN_UP + Math.floor(r.next() * (LAST_SIGN_UP - FIRST_SIGN_UP));
  const edited = r.chance(0.6);
  const updatedAt = edited
    ? Math.min(createdAt + Math.floor(r.next() * 40 * DAY_MS), LAST_EDIT)
    : createdAt;
  const email = `${ascii(firstName)}.${ascii(lastName)}.${index}@${SEED_EMAIL_DOMAIN}`;
  return {
    index,
    email,
    photoCount: r.weighted([
      [0, 12],
      [1, 60],
      [2, 20],
      [3, 8],
    ] as const),
    hue: r.int(0, 359),
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
    profile: {
      firstName,
      lastName,
      email,
      phoneNumber: `${r.int(600, 799)} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
      country,
      city,
      currentRole: r.chance(0.9) ? r.pick(words.roles) : null,
      company: r.chance(0.9)
        ? `${r.pick(words.companyFirstWords)} ${r.pick(words.companyLastWords)}`
        : null,
      industry: r.chance(0.92) ? r.pick(industryValues) : null,
      professionalJourney: `${r.pick(words.journeyOpenings)} ${city ?? country}, ${r.pick(words.journeyMiddles)}`,
      personalJourney: r.pick(words.personalLines),
      favoriteMemory: r.pick(words.memories),
      thinkingChange: null,
      futureHopes: r.chance(0.5)
        ? 'To give back to the school and stay close to this class.'
        : null,
      adviceToSelf: r.chance(0.5) ? 'Call your classmates more often.' : null,
      freeTimeActivity: r.pick(words.activities),
      insightFromINSEAD: null,
      karaokeeSong: r.chance(0.7) ? r.pick(words.songs) : null,
      excitedAbout: 'Seeing everyone again in Fontainebleau.',
      attending,
      parisGathering,
      ...travel(r, attending),
      ...stay(r),
      ...kids(r),
      connectionInterests: r.chance(0.4) ? 'Founders, investors and anyone hiring.' : null,
      additionalNotes: null,
      aiChatOptOut: r.chance(0.1),
      status: 'published',
    },
  };
}
