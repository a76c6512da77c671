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
import { faker } from '@faker-js/faker/locale/en';
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

/** True with this probability. */
const chance = (probability: number): boolean => faker.datatype.boolean({ probability });
const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
/** One of the values, in proportion to its weight. */
const weighted = <T>(choices: readonly (readonly [T, number])[]): T =>
  faker.helpers.weightedArrayElement(choices.map(([value, weight]) => ({ value, weight })));

function place(): { country: string; city: string | null } {
  if (chance(0.2)) return { country: pick(countryNames), city: null };
  const [country, cities] = weighted(
    words.homeCountries.map(([name, towns, weight]) => [[name, towns] as const, weight] as const),
  );
  return { country, city: pick(cities) };
}

function rsvp(): { attending: Attending; parisGathering: Attending } {
  const attending = weighted<Attending>([
    ['yes', 60],
    ['maybe', 25],
    ['no', 15],
  ]);
  const parisGathering =
    attending === 'no'
      ? weighted<Attending>([
          ['no', 85],
          ['maybe', 15],
        ])
      : weighted<Attending>([
          ['yes', 45],
          ['maybe', 35],
          ['no', 20],
        ]);
  return { attending, parisGathering };
}

/** Dates between 25 and 30 June 2025, for those who might come; TBD for some. */
function travel(attending: Attending) {
  if (attending === 'no' || chance(0.15)) return { arrivalDate: null, departureDate: null };
  const arrivalDate = day('2025-06-25', faker.number.int(2));
  return { arrivalDate, departureDate: day('2025-06-28', faker.number.int(2)) };
}

function stay(): {
  accommodation: Accommodation;
  accommodationTown: AccommodationTown | null;
} {
  const accommodation = weighted<Accommodation>(
    accommodationValues.map((value) => [value, value === 'Not yet decided' ? 20 : 10] as const),
  );
  // A few chose their own town; the rest get the form's rule (docs/profiles.md, "Accommodation and
  // town").
  const chosen: AccommodationTown | null =
    accommodation === 'Airbnb' || accommodation === 'Private accommodation'
      ? pick<AccommodationTown | null>(['Avon', 'Barbizon', 'Fontainebleau', null])
      : null;
  return { accommodation, accommodationTown: townBeforeSave(accommodation, chosen) };
}

function kids(): { kidsCount: number; kidsAges: number[] } {
  const kidsCount = weighted([
    [0, 55],
    [1, 15],
    [2, 18],
    [3, 9],
    [4, 3],
  ] as const);
  const ages = Array.from({ length: kidsCount }, () => faker.number.int(23));
  return { kidsCount, kidsAges: resizeKidsAges(ages, kidsCount) };
}

/** Classmate number `index` (1-based) for this seed: the same every run. */
export function seedPerson(seed: number, index: number): SeedPerson {
  // Seeded with both numbers: the same index gives the same person, whatever the count.
  faker.seed([seed, index]);
  const firstName = pick(words.firstNames);
  const lastName = pick(words.lastNames);
  const { country, city } = place();
  const { attending, parisGathering } = rsvp();
  const createdAt = faker.date.between({ from: FIRST_SIGN_UP, to: LAST_SIGN_UP }).getTime();
  const edited = chance(0.6);
  const updatedAt = edited
    ? Math.min(createdAt + faker.number.int(40 * DAY_MS - 1), LAST_EDIT)
    : createdAt;
  const email = `${ascii(firstName)}.${ascii(lastName)}.${index}@${SEED_EMAIL_DOMAIN}`;
  return {
    index,
    email,
    photoCount: weighted([
      [0, 12],
      [1, 60],
      [2, 20],
      [3, 8],
    ] as const),
    hue: faker.number.int(359),
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
    profile: {
      firstName,
      lastName,
      email,
      phoneNumber: faker.helpers.fromRegExp(/[67][0-9]{2} [1-9][0-9]{2} [1-9][0-9]{3}/),
      country,
      city,
      currentRole: chance(0.9) ? faker.person.jobTitle() : null,
      company: chance(0.9) ? faker.company.name() : null,
      industry: chance(0.92) ? pick(industryValues) : null,
      professionalJourney: `${pick(words.journeyOpenings)} ${city ?? country}, ${pick(words.journeyMiddles)}`,
      personalJourney: pick(words.personalLines),
      favoriteMemory: pick(words.memories),
      thinkingChange: null,
      futureHopes: chance(0.5) ? 'To give back to the school and stay close to this class.' : null,
      adviceToSelf: chance(0.5) ? 'Call your classmates more often.' : null,
      freeTimeActivity: pick(words.activities),
      insightFromINSEAD: null,
      karaokeeSong: chance(0.7) ? faker.music.songName() : null,
      excitedAbout: 'Seeing everyone again in Fontainebleau.',
      attending,
      parisGathering,
      ...travel(attending),
      ...stay(),
      ...kids(),
      connectionInterests: chance(0.4) ? 'Founders, investors and anyone hiring.' : null,
      additionalNotes: null,
      aiChatOptOut: chance(0.1),
      status: 'published',
    },
  };
}
