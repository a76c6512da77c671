/**
 * Property-based tests (fast-check) of every schema and pure rule contracts exports, fed with
 * hostile input: unicode oddities (RTL and zero-width marks, combining accents, emoji, lone
 * surrogates), strings just under and just over each limit, prototype keys, SQL and HTML
 * fragments, numbers written as strings, NaN, ±Infinity and -0.
 *
 * The example-based specs beside each module pin the wording (docs/messages.md); these check the
 * rules hold for *every* input, which is what a body from an outside client (or a shared link typed
 * by hand) can be. Runs are bounded (numRuns) and seeded, so CI sees the same cases every
 * time; FC_SEED=<n> explores other ones, and a failure prints its seed and counterexample.
 */
import fc from 'fast-check';
import { z } from 'zod';
import * as contracts from './index.js';
import {
  ALL,
  DIRECTORY_QUERY_TEXT_MAX,
  EMAIL_MAX,
  LONG_TEXT_MAX,
  MAX_KID_AGE,
  MAX_KIDS_COUNT,
  MAX_PROFILE_PHOTOS,
  PHONE_NUMBER_MAX,
  PROFILE_PHOTO_MAX_DATA_URL_LENGTH,
  SHORT_TEXT_MAX,
  ALBUM_CAPTION_MAX,
  STAY_WINDOW,
  accommodationTownValues,
  accommodationValues,
  activityUid,
  arrivalLabel,
  attendingValues,
  autoFillAccommodationTown,
  buildEventIcs,
  coerceKidsCount,
  compatibilityProblems,
  countryNames,
  countryOptions,
  createAlbumPhotoFieldsSchema,
  createProfileRequestSchema,
  csvCell,
  defaultDirectoryFilters,
  diallingCodeFor,
  directoryAttendeesValues,
  directoryAttendingDisplay,
  directoryKidsValues,
  directoryQueryString,
  directorySortValues,
  directoryView,
  epochMsToParisTime,
  eventFileName,
  filterDirectory,
  filterInsightsProfiles,
  foldSearchText,
  formatUtcStamp,
  googleCalendarUrl,
  hasActiveFilters,
  hotelValues,
  industryLabel,
  industryValues,
  insightsAttendanceLabel,
  insightsColumns,
  insightsCsv,
  insightsSummarySchema,
  isAcceptedFile,
  isPhotoDataUrl,
  loginRequestSchema,
  majorOf,
  matchesSearchText,
  neutraliseCsvFormula,
  ordinalDate,
  ordinalNumber,
  overviewText,
  pageButtons,
  pageRange,
  paginate,
  parisOffsetMinutes,
  parisTimeToEpochMs,
  parseActivityTime,
  parseDirectoryQuery,
  profileFieldsSchema,
  profilePageAttendingLabel,
  profileRequiredFieldsSchema,
  registerRequestSchema,
  resetPasswordSchema,
  resizeKidsAges,
  scheduleCalendarEvents,
  scheduleFileName,
  sharedSingletonNames,
  shortMonthDay,
  sortDirectory,
  stayDateRange,
  summariseInsights,
  summariseStay,
  toCalendarEvent,
  townBeforeSave,
  wholePercent,
  type Activity,
  type CalendarEvent,
  type Day,
  type DirectoryFilters,
  type DirectoryQueryState,
  type DirectorySort,
  type InsightsProfile,
  type InsightsTableFilters,
  type InsightsTableProfile,
} from './index.js';

fc.configureGlobal({
  seed: process.env.FC_SEED === undefined ? 20_050_627 : Number(process.env.FC_SEED),
  numRuns: 100,
});

// ---------------------------------------------------------------------------------------------
// Hostile input
// ---------------------------------------------------------------------------------------------

/** Pieces an attacker, a pasting user or an odd keyboard puts into a text field. */
const hostileFragments = [
  '',
  ' ',
  '\t',
  '\r',
  '\n',
  '\r\n',
  '\u00a0', // no-break space (trimmed by String.prototype.trim)
  '\u3000', // ideographic space
  '\u2028', // line separator
  '\u200b', // zero-width space (not trimmed, not \s)
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff', // BOM
  '\u200e', // LRM
  '\u200f', // RLM
  '\u202e', // RLO: reverses the text that follows on screen
  '\u2066',
  '\u2069',
  '\u061c',
  '\u0301', // a combining accent with nothing to sit on
  'e\u0301',
  'Zoë',
  'São Paulo',
  'İ', // lower-cases to two code units
  'ß',
  'Σ',
  'ﬁ',
  '😀',
  '👨‍👩‍👧‍👦',
  '🇫🇷',
  '\ud83d', // lone high surrogate
  '\ude00', // lone low surrogate
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "'; DROP TABLE profile; --",
  "' OR '1'='1",
  '"',
  "'",
  '\\',
  '%',
  '%00',
  '%E0%A4%A',
  '\u0000',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '</textarea>',
  '${7*7}',
  '=HYPERLINK("http://x","y")',
  '+1+1',
  '-2',
  '@SUM(A1)',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0',
  '1e3',
  '0x10',
  ' 7 ',
  '3.5',
  '007',
  'null',
  'undefined',
  'true',
  '&',
  '=',
  '+',
  '?',
  '#',
  '../../etc/passwd',
  '/\\evil.example',
  '//evil.example',
  'javascript:alert(1)',
  'BEGIN:VEVENT',
  'END:VEVENT',
  'a',
  'yes',
  'Other',
  'France',
  'all',
] as const;

const fragment = fc.constantFrom(...hostileFragments);

/** Any string, biased towards the hostile pieces above and their combinations. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fragment,
  fc.array(fragment, { maxLength: 6 }).map((parts) => parts.join('')),
  fc
    .tuple(fc.array(fragment, { maxLength: 3 }), fc.string({ unit: 'grapheme', maxLength: 12 }))
    .map(([parts, text]) => parts.join('') + text + parts.reverse().join('')),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 30 }),
);

/** Strings of `max - 3` to `max + 3` UTF-16 units, sometimes padded with trimmable spaces. */
function nearLimit(max: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.integer({ min: -3, max: 3 }),
      fc.constantFrom('a', 'é', '😀', '\u200b', '<', "'"),
      fc.constantFrom('', ' ', '\u00a0', '\t\n'),
    )
    .map(([delta, unit, padding]) => {
      const body = unit.repeat(max + delta).slice(0, max + delta);
      return `${padding}${body}${padding}`;
    });
}

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    0,
    0.5,
    -1,
    6,
    7,
    23,
    24,
    1e21,
    2 ** 53 + 2,
    Number.MIN_VALUE,
    -Number.MAX_VALUE,
  ),
  fc.double(),
  fc.integer({ min: -10, max: 30 }),
);

/** What JSON.parse makes of `{"__proto__": …}`: an own, enumerable key, as a body has it. */
function withOwnProtoKey<T extends object>(target: T, value: unknown): T {
  Object.defineProperty(target, '__proto__', {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

const protoPayload = { polluted: 'yes', isSuperAdmin: true, status: 'published' };

/** Objects that try to smuggle keys in through the prototype chain. */
const prototypeBomb: fc.Arbitrary<Record<string, unknown>> = fc
  .constantFrom(
    () => JSON.parse('{"__proto__":{"polluted":"yes","isSuperAdmin":true}}'),
    () => JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}'),
    () => withOwnProtoKey({ firstName: 'Ada' }, protoPayload),
    () => Object.create(protoPayload),
    () => Object.assign(Object.create(null), { polluted: 'yes' }),
  )
  .map((make) => make() as Record<string, unknown>);

/** Any value a JSON body (or a buggy caller) could hand a schema. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, undefined, true, false, [], {}),
  fc.array(hostileString, { maxLength: 4 }),
  prototypeBomb,
  fc.anything({
    maxDepth: 2,
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withNullPrototype: true,
    withSet: true,
    withSparseArray: true,
    withTypedArray: true,
  }),
);

/** Object.prototype as it is before any parsing, to prove nothing was written onto it. */
const pristinePrototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
function expectPrototypeUntouched(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(pristinePrototypeKeys);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).isSuperAdmin).toBeUndefined();
}

/** Output objects must be plain: own keys of the schema only, the ordinary prototype. */
function expectPlainObjectWithin(value: unknown, allowedKeys: readonly string[]): void {
  expect(typeof value).toBe('object');
  expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  for (const key of Object.keys(value as object)) expect(allowedKeys).toContain(key);
  expect(Object.prototype.hasOwnProperty.call(value, '__proto__')).toBe(false);
}

function shuffled<T>(items: readonly T[]): fc.Arbitrary<T[]> {
  return fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length });
}

// ---------------------------------------------------------------------------------------------
// Every exported schema
// ---------------------------------------------------------------------------------------------

const exportedSchemas = Object.entries(contracts as Record<string, unknown>).filter(
  // zod's core type: the classic and the mini (zod/mini) schemas both.
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.core.$ZodType,
);

describe('every exported zod schema', () => {
  it('is found (the list below is not empty by accident)', () => {
    // If a refactor stopped exporting schemas as values, the properties below would pass
    // vacuously; these are a few that must be there.
    const names = exportedSchemas.map(([name]) => name);
    for (const expected of [
      'createProfileRequestSchema',
      'profileSchema',
      'loginRequestSchema',
      'registerRequestSchema',
      'albumPhotoSchema',
      'createAlbumPhotoFieldsSchema',
      'directoryCardSchema',
      'insightsSummarySchema',
      'releaseManifestSchema',
      'remoteRegistrySchema',
    ])
      expect(names).toContain(expected);
  });

  it.each(exportedSchemas)(
    '%s: safeParse never throws, never pollutes Object.prototype, and outputs only its own keys',
    (_name, schema) => {
      fc.assert(
        fc.property(hostileValue, (input) => {
          const result = schema.safeParse(input);
          expectPrototypeUntouched();
          if (result.success && schema instanceof z.ZodObject) {
            expectPlainObjectWithin(result.data, Object.keys(schema.shape));
          }
          // An error is always data the API can send as JSON (never a thrown exception).
          if (!result.success) expect(result.error.issues.length).toBeGreaterThan(0);
        }),
        { numRuns: 60 },
      );
    },
  );

  it.each(exportedSchemas)('%s: parsing is deterministic', (_name, schema) => {
    fc.assert(
      fc.property(hostileValue, (input) => {
        const first = schema.safeParse(input);
        const second = schema.safeParse(input);
        expect(second.success).toBe(first.success);
        if (first.success && second.success) expect(second.data).toEqual(first.data);
      }),
      { numRuns: 30 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Profile bodies (docs/profiles.md, "Fields" and "Validation")
// ---------------------------------------------------------------------------------------------

const profileKeys = Object.keys(createProfileRequestSchema.shape);

const longTextKeys = [
  'professionalJourney',
  'personalJourney',
  'favoriteMemory',
  'thinkingChange',
  'futureHopes',
  'adviceToSelf',
  'freeTimeActivity',
  'insightFromINSEAD',
  'excitedAbout',
  'connectionInterests',
  'additionalNotes',
] as const;
const shortTextKeys = [
  'city',
  'currentRole',
  'company',
  'karaokeeSong',
  'dietaryRequirements',
] as const;
const textLimits: Record<string, number> = {
  ...Object.fromEntries(longTextKeys.map((key) => [key, LONG_TEXT_MAX])),
  ...Object.fromEntries(shortTextKeys.map((key) => [key, SHORT_TEXT_MAX])),
  phoneNumber: PHONE_NUMBER_MAX,
};

// The text rules, written by code point rather than with the schemas' own patterns: a control
// character is C0, DEL or C1; essays keep tab, line feed and carriage return; a name or a line
// turns each run of line breaks and tabs into one space.
const isControl = (c: number) => c <= 0x1f || (c >= 0x7f && c <= 0x9f);
const ESSAY_LAYOUT = new Set([0x09, 0x0a, 0x0d]);
const FOLDED = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x85, 0x2028, 0x2029]);
const codePoints = (text: string) => Array.from(text, (ch) => ch.codePointAt(0) ?? 0);
// Explicit direction controls (embeddings, overrides, isolates) are dropped from every text.
const isDirectionControl = (c: number) =>
  (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
const withoutDirectionControls = (text: string) =>
  Array.from(text)
    .filter((ch) => !isDirectionControl(ch.codePointAt(0) ?? 0))
    .join('');
const hasControlButLayout = (text: string) =>
  codePoints(text).some((c) => isControl(c) && !ESSAY_LAYOUT.has(c));
function onOneLine(text: string): string {
  let line = '';
  let inRun = false;
  for (const ch of text) {
    const folded = FOLDED.has(ch.codePointAt(0) ?? 0);
    if (!folded) line += ch;
    else if (!inRun) line += ' ';
    inRun = folded;
  }
  return line;
}
/** Every short field is one line; only the long ones are essays. */
const oneLineKeys = new Set<string>([...shortTextKeys, 'phoneNumber']);

const validBase = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'France',
  status: 'draft',
} as const;

const isoDateLike = fc.oneof(
  fc
    .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z') })
    .filter((date) => !Number.isNaN(date.getTime()))
    .map((date) => date.toISOString().slice(0, 10)),
  fc
    .date({ min: new Date('2025-03-20T00:00:00Z'), max: new Date('2025-10-05T00:00:00Z') })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom(
    '2025-06-26',
    stayDateRange.first,
    stayDateRange.last,
    '2025-03-27',
    '2025-09-28',
    '2024-02-29',
    '2025-02-29',
    '0000-01-01',
    '2025-6-1',
    '2025-06-26T00:00',
    ' 2025-06-26',
    '２０２５-06-26',
    '2025-13-01',
    '2025-00-10',
    '2025-06-31',
  ),
  hostileString,
);

function maybe<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | '' | null | undefined> {
  return fc.oneof(arbitrary, fc.constantFrom<'' | null | undefined>('', null, undefined));
}

const photoLike = fc.oneof(
  fc.constantFrom(
    'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==',
    'data:image/png;base64,iVBORw0KGgo=',
    '/api/files/profiles/1/a.jpg',
    'https://cdn.example.org/p/2.jpg',
    'HTTP://cdn.example.org/p/2.jpg',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml;base64,PHN2Zz4=',
    '//evil.example/x.jpg',
    '/\\evil.example/x.jpg',
    '/ x.jpg',
    'ftp://example.org/x.jpg',
  ),
  hostileString,
);

/** A profile body: each field valid, empty, or hostile; sometimes extra and prototype keys. */
const profileBody: fc.Arbitrary<Record<string, unknown>> = fc
  .record(
    {
      firstName: fc.oneof(fc.constant('Ada'), hostileString, nearLimit(SHORT_TEXT_MAX)),
      lastName: fc.oneof(fc.constant('Lovelace'), hostileString),
      email: maybe(
        fc.oneof(
          fc.constantFrom('ada@example.com', "o'brien@example.ie", 'a@b.c', 'a@@b.com', 'a@b'),
          fc.emailAddress(),
          nearLimit(EMAIL_MAX).map((text) => `${text}@example.com`),
          hostileString,
        ),
      ),
      phoneNumber: maybe(fc.oneof(hostileString, nearLimit(PHONE_NUMBER_MAX))),
      country: fc.oneof(fc.constantFrom(...countryNames), hostileString),
      city: maybe(fc.oneof(hostileString, nearLimit(SHORT_TEXT_MAX))),
      company: maybe(hostileString),
      industry: maybe(fc.oneof(fc.constantFrom(...industryValues), hostileString)),
      professionalJourney: maybe(fc.oneof(hostileString, nearLimit(LONG_TEXT_MAX))),
      karaokeeSong: maybe(hostileString),
      photos: fc.oneof(
        fc.array(photoLike, { maxLength: MAX_PROFILE_PHOTOS + 1 }),
        fc.constantFrom(undefined, null, 'x'),
      ),
      attending: fc.oneof(fc.constantFrom(...attendingValues), hostileValue),
      parisGathering: fc.constantFrom(...attendingValues, undefined),
      arrivalDate: maybe(isoDateLike),
      departureDate: maybe(isoDateLike),
      accommodation: fc.oneof(
        fc.constantFrom(...accommodationValues, undefined),
        fc.constantFrom('Hotel Aigle Noir', 'hôtel de londres', 'Other\u200b'),
      ),
      accommodationTown: maybe(fc.oneof(fc.constantFrom(...accommodationTownValues), fragment)),
      kidsCount: fc.oneof(
        fc.integer({ min: -2, max: MAX_KIDS_COUNT + 2 }),
        fc.integer({ min: 0, max: MAX_KIDS_COUNT }).map(String),
        hostileNumber,
        fragment,
        fc.constantFrom(null, undefined, true, 1e7, 4_294_967_296),
      ),
      kidsAges: fc.oneof(
        fc.array(
          fc.oneof(
            fc.integer({ min: -1, max: MAX_KID_AGE + 1 }),
            fc.integer({ min: 0, max: MAX_KID_AGE }).map((age) => ` ${age} `),
            hostileNumber,
            fragment,
          ),
          { maxLength: 8 },
        ),
        fc.constantFrom(null, undefined, '3'),
      ),
      aiChatOptOut: fc.constantFrom(true, false, undefined, 'true', 0),
      status: fc.oneof(fc.constantFrom('draft', 'published'), hostileString),
      extra: fc.constantFrom(
        {},
        { id: 1 },
        { userId: 2 },
        { isSuperAdmin: true },
        { karaokeSong: 'typo' },
        { constructor: 'x' },
      ),
      protoKey: fc.boolean(),
    },
    { requiredKeys: ['firstName', 'lastName', 'country', 'status', 'extra', 'protoKey'] },
  )
  .map(({ extra, protoKey, ...fields }) => {
    const body: Record<string, unknown> = { ...fields, ...extra };
    return protoKey ? withOwnProtoKey(body, protoPayload) : body;
  });

/**
 * zod measures string limits in code points (an emoji is one, not two UTF-16 units), as
 * PostgreSQL's varchar does; trimming is String.prototype.trim on both sides.
 */
const characters = (value: string): number => Array.from(value).length;
const trimmedLength = (value: string): number => characters(value.trim());

// Anything that leaves a required name blank on screen: white space, zero-width and bidi
// controls, and combining marks with nothing to sit on.
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cf}\p{Cc}\p{M}\p{Cs}]/u;

function expectAcceptedProfile(data: Record<string, unknown>): void {
  expectPlainObjectWithin(data, profileKeys);
  for (const key of ['firstName', 'lastName'] as const) {
    const name = data[key] as string;
    expect(name).toBe(name.trim());
    expect(characters(name)).toBeGreaterThanOrEqual(1);
    expect(characters(name)).toBeLessThanOrEqual(SHORT_TEXT_MAX);
    expect(name).toMatch(VISIBLE_CHARACTER);
  }
  for (const [key, max] of Object.entries(textLimits)) {
    const value = data[key];
    // "Empty" has one spelling in the output: null, never '' or a blank string.
    if (value !== null) {
      expect(typeof value).toBe('string');
      expect(characters(value as string)).toBeGreaterThanOrEqual(1);
      expect(characters(value as string)).toBeLessThanOrEqual(max);
      expect(value).toBe((value as string).trim());
    }
  }
  if (data.email !== null) {
    const email = data.email as string;
    expect(email.length).toBeLessThanOrEqual(EMAIL_MAX);
    expect(z.regexes.email.test(email)).toBe(true);
    // Nothing that could break out of an HTML attribute, a header or a mail command.
    expect(email).toMatch(/^[!-~]+$/);
    expect(email).not.toMatch(/[<>"\\]/);
  }
  expect(countryNames).toContain(data.country);
  expect([...industryValues, null]).toContain(data.industry);
  expect(attendingValues).toContain(data.attending);
  expect(attendingValues).toContain(data.parisGathering);
  expect(accommodationValues).toContain(data.accommodation);
  expect([...accommodationTownValues, null]).toContain(data.accommodationTown);
  // A decided accommodation always has a town.
  if (data.accommodation !== 'Not yet decided') expect(data.accommodationTown).not.toBeNull();
  for (const key of ['arrivalDate', 'departureDate'] as const) {
    const date = data[key];
    if (date !== null) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // A real calendar day: no 31 June, no 29 February outside leap years.
      expect(new Date(`${date as string}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
  }
  const kidsCount = data.kidsCount as number;
  expect(Number.isInteger(kidsCount)).toBe(true);
  expect(kidsCount).toBeGreaterThanOrEqual(0);
  expect(kidsCount).toBeLessThanOrEqual(MAX_KIDS_COUNT);
  const kidsAges = data.kidsAges as number[];
  // The age list follows the count.
  expect(kidsAges).toHaveLength(kidsCount);
  for (const age of kidsAges) {
    expect(Number.isInteger(age)).toBe(true);
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThanOrEqual(MAX_KID_AGE);
  }
  const photos = data.photos as string[];
  expect(photos.length).toBeLessThanOrEqual(MAX_PROFILE_PHOTOS);
  expect(['draft', 'published']).toContain(data.status);
  expect(typeof data.aiChatOptOut).toBe('boolean');
}

describe('createProfileRequestSchema and profileFieldsSchema (profile bodies)', () => {
  it('accepted bodies satisfy every limit and rule; refused ones are refused without throwing', () => {
    fc.assert(
      fc.property(profileBody, (body) => {
        for (const schema of [createProfileRequestSchema, profileFieldsSchema]) {
          const result = schema.safeParse(body);
          expectPrototypeUntouched();
          if (result.success) expectAcceptedProfile(result.data as Record<string, unknown>);
          else expect(result.error.issues.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('request photos are image data URLs or addresses on this origin or http(s), nothing else', () => {
    fc.assert(
      fc.property(fc.array(photoLike, { maxLength: 3 }), (photos) => {
        const result = createProfileRequestSchema.safeParse({ ...validBase, photos });
        if (!result.success) return;
        for (const photo of result.data.photos) {
          expect(photo.length).toBeLessThanOrEqual(PROFILE_PHOTO_MAX_DATA_URL_LENGTH);
          expect(photo).not.toMatch(/\s/);
          if (isPhotoDataUrl(photo)) expect(photo).toMatch(/^data:image\//i);
          // Never protocol-relative: browsers read '//host' and '/\host' as another origin.
          else expect(photo).toMatch(/^(\/[^/\\]|https?:\/\/)/i);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a name is accepted exactly when, without direction controls, trimmed and put on one line, it has 1 to 200 characters, no control character, and shows something', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileString, nearLimit(SHORT_TEXT_MAX)),
        fc.constantFrom('firstName', 'lastName'),
        (name, key) => {
          const line = onOneLine(withoutDirectionControls(name).trim());
          const expected =
            characters(line) >= 1 &&
            characters(line) <= SHORT_TEXT_MAX &&
            !hasControlButLayout(line) &&
            VISIBLE_CHARACTER.test(line);
          const body = { ...validBase, [key]: name };
          expect(createProfileRequestSchema.safeParse(body).success).toBe(expected);
          expect(profileRequiredFieldsSchema.safeParse(body).success).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an optional text is accepted exactly when, without direction controls, trimmed (and put on one line, in a one-line field), it fits its limit and holds no control character; blank means null', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(textLimits)),
        fc.oneof(
          hostileString,
          ...[PHONE_NUMBER_MAX, SHORT_TEXT_MAX, LONG_TEXT_MAX].map(nearLimit),
        ),
        (key, text) => {
          const result = createProfileRequestSchema.safeParse({ ...validBase, [key]: text });
          const max = textLimits[key] ?? 0;
          const plain = withoutDirectionControls(text).trim();
          const kept = oneLineKeys.has(key) ? onOneLine(plain) : plain;
          expect(result.success).toBe(characters(kept) <= max && !hasControlButLayout(kept));
          if (result.success) {
            const stored = (result.data as Record<string, unknown>)[key];
            expect(stored).toBe(kept === '' ? null : kept);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('kidsCount: numbers or numeric strings 0 to 6 are accepted, non-numeric strings become 0', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileNumber, hostileString, fc.constantFrom(null, undefined, true, {})),
        (count) => {
          const result = createProfileRequestSchema.safeParse({ ...validBase, kidsCount: count });
          let expected: number | undefined;
          // NaN is refused by z.number() before coerceKidsCount could read it as 0; JSON
          // cannot carry NaN, so only a non-JSON caller sees the difference.
          if (typeof count === 'number') expected = Number.isNaN(count) ? undefined : count;
          else if (typeof count === 'string') {
            const number = count.trim() === '' ? Number.NaN : Number(count.trim());
            expected = Number.isNaN(number) ? 0 : number;
          } else if (count === null || count === undefined) expected = 0;
          const valid =
            expected !== undefined &&
            Number.isInteger(expected) &&
            expected >= 0 &&
            expected <= MAX_KIDS_COUNT;
          expect(result.success).toBe(valid);
          if (result.success) {
            expect(result.data.kidsCount).toBe(expected);
            expect(result.data.kidsAges).toEqual(Array(expected).fill(0));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a huge kidsCount is refused quickly, without building a huge age list', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1e6, max: 2 ** 31 }), fc.constantFrom(2 ** 32, 1e15, 1e308)),
        fc.boolean(),
        (count, asString) => {
          const started = Date.now();
          const result = createProfileRequestSchema.safeParse({
            ...validBase,
            kidsCount: asString ? String(count) : count,
          });
          expect(result.success).toBe(false);
          // Unbounded, 1e7 took over a second and 2 ** 32 crashed the process out of memory.
          expect(Date.now() - started).toBeLessThan(1000);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('kid ages: whole numbers 0 to 23 (or such numeric strings) kept in order, the rest refused', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: -2, max: MAX_KID_AGE + 2 }),
            fc.integer({ min: 0, max: MAX_KID_AGE }).map(String),
            hostileNumber,
            fragment,
          ),
          { maxLength: MAX_KIDS_COUNT },
        ),
        (ages) => {
          const body = { ...validBase, kidsCount: ages.length, kidsAges: ages };
          const result = createProfileRequestSchema.safeParse(body);
          const asNumbers = ages.map((age) =>
            typeof age === 'number' ? age : age.trim() === '' ? Number.NaN : Number(age.trim()),
          );
          const valid = asNumbers.every(
            (age) => Number.isInteger(age) && age >= 0 && age <= MAX_KID_AGE,
          );
          expect(result.success).toBe(valid);
          // `+ 0` on both sides: JSON can carry -0, which is harmlessly kept (it stores as 0).
          if (result.success)
            expect(result.data.kidsAges.map((age) => age + 0)).toEqual(
              asNumbers.map((age) => age + 0),
            );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('dates are accepted exactly when they are real YYYY-MM-DD days near the reunion (or empty)', () => {
    fc.assert(
      fc.property(isoDateLike, (date) => {
        const result = createProfileRequestSchema.safeParse({ ...validBase, arrivalDate: date });
        const real =
          /^\d{4}-\d{2}-\d{2}$/.test(date) &&
          !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
          new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date &&
          !date.startsWith('0000');
        const nearReunion = date >= stayDateRange.first && date <= stayDateRange.last;
        expect(result.success).toBe(date === '' || (real && nearReunion));
      }),
      { numRuns: 300 },
    );
  });

  it('unknown keys are refused, whatever they are called (mass assignment)', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileString, fc.constantFrom('id', 'userId', 'createdAt', 'isSuperAdmin')),
        hostileValue,
        (key, value) => {
          fc.pre(!profileKeys.includes(key));
          const body: Record<string, unknown> = { ...validBase };
          if (key === '__proto__') withOwnProtoKey(body, value);
          else body[key] = value;
          expect(createProfileRequestSchema.safeParse(body).success).toBe(false);
          expect(profileFieldsSchema.safeParse(body).success).toBe(false);
          expectPrototypeUntouched();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('normalising twice changes nothing, except the documented "town null becomes Other"', () => {
    fc.assert(
      fc.property(profileBody, (body) => {
        const first = createProfileRequestSchema.safeParse(body);
        if (!first.success) return;
        const again = createProfileRequestSchema.safeParse(first.data);
        expect(again.success).toBe(true);
        if (!again.success) return;
        // An input town of null reads as 'Other', while the output spells an empty
        // town null; a client re-sending a stored undecided profile must send '' instead.
        const expected =
          first.data.accommodationTown === null
            ? { ...first.data, accommodationTown: 'Other' }
            : first.data;
        expect(again.data).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Profile rules: kids, accommodation town, attending display
// ---------------------------------------------------------------------------------------------

describe('resizeKidsAges and coerceKidsCount (kids)', () => {
  const ages = fc.array(fc.integer({ min: 0, max: MAX_KID_AGE }), { maxLength: 10 });

  it('keeps the first N ages, fills new slots with 0, and never mutates its input', () => {
    fc.assert(
      fc.property(ages, fc.integer({ min: 0, max: MAX_KIDS_COUNT }), (given, count) => {
        const copy = [...given];
        const resized = resizeKidsAges(given, count);
        expect(given).toEqual(copy);
        expect(resized).toHaveLength(count);
        expect(resized.slice(0, Math.min(count, given.length))).toEqual(given.slice(0, count));
        expect(resized.slice(given.length).every((age) => age === 0)).toBe(true);
        // Resizing to the same count again is a no-op.
        expect(resizeKidsAges(resized, count)).toEqual(resized);
      }),
    );
  });

  it('any count, however hostile, gives a short list of the given ages then zeros', () => {
    fc.assert(
      fc.property(ages, hostileNumber, (given, count) => {
        const resized = resizeKidsAges(given, count);
        // A count of 0 or less, or no number at all, means no kids.
        if (!(count >= 1)) expect(resized).toEqual([]);
        expect(resized.length).toBeLessThanOrEqual(MAX_KIDS_COUNT);
        resized.forEach((age, index) => expect(age).toBe(given[index] ?? 0));
      }),
    );
  });

  it('coerceKidsCount always answers a number, never NaN', () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const count = coerceKidsCount(value);
        expect(typeof count).toBe('number');
        expect(Number.isNaN(count)).toBe(false);
      }),
    );
  });
});

describe('autoFillAccommodationTown and townBeforeSave (accommodation town)', () => {
  const accommodation = fc.oneof(
    fc.constantFrom(...accommodationValues),
    fc.constantFrom<'' | null | undefined>('', null, undefined),
  );
  const town = fc.oneof(
    fc.constantFrom(...accommodationTownValues),
    fc.constantFrom<'' | null | undefined>('', null, undefined),
  );
  const empty = (value: unknown) => value === '' || value === null || value === undefined;

  it('never overwrites a chosen town, and fills an empty one from the accommodation', () => {
    fc.assert(
      fc.property(accommodation, town, (chosen, current) => {
        for (const rule of [autoFillAccommodationTown, townBeforeSave]) {
          const result = rule(chosen, current);
          if (!empty(current)) expect(result).toBe(current);
          else if ((hotelValues as readonly unknown[]).includes(chosen))
            expect(result).toBe('Fontainebleau');
          else if (['Airbnb', 'Private accommodation', 'Other'].includes(chosen as string))
            expect(result).toBe('Other');
          // Undecided or no accommodation: the empty spelling comes back exactly as given.
          else expect(result).toBe(current);
          // Applying the rule to its own answer changes nothing.
          expect(rule(chosen, result)).toBe(result);
        }
      }),
    );
  });

  it('a misspelt or hostile accommodation implies no town', () => {
    fc.assert(
      fc.property(hostileString, town, (chosen, current) => {
        fc.pre(!(accommodationValues as readonly string[]).includes(chosen));
        const rules = [autoFillAccommodationTown, townBeforeSave] as const;
        for (const rule of rules) expect(rule(chosen as never, current)).toBe(current);
      }),
    );
  });
});

describe('attending display', () => {
  it('anything but yes, no or maybe reads as unknown, in grey', () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        fc.pre(!(attendingValues as readonly unknown[]).includes(value));
        expect(directoryAttendingDisplay(value)).toEqual({
          label: 'Status Unknown',
          color: 'grey',
        });
        expect(profilePageAttendingLabel(value)).toBe('Unknown');
        expect(insightsAttendanceLabel(value)).toBe('Unknown');
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Auth and album bodies
// ---------------------------------------------------------------------------------------------

describe('auth bodies', () => {
  const credentials = fc.record({
    username: fc.oneof(hostileString, nearLimit(254), fc.emailAddress()),
    email: fc.oneof(fc.emailAddress(), hostileString, nearLimit(254)),
    password: fc.oneof(hostileString, nearLimit(6), nearLimit(200)),
    classPassword: fc.oneof(hostileString, nearLimit(200)),
    token: fc.oneof(hostileString, nearLimit(200)),
    isSuperAdmin: fc.constantFrom(undefined, true, 'true'),
    protoKey: fc.boolean(),
  });

  it('accepted bodies respect every length rule and never carry privileged keys', () => {
    fc.assert(
      fc.property(credentials, ({ protoKey, ...fields }) => {
        const body = protoKey ? withOwnProtoKey({ ...fields }, protoPayload) : { ...fields };
        const login = loginRequestSchema.safeParse(body);
        if (login.success) {
          expectPlainObjectWithin(login.data, ['username', 'password']);
          expect(login.data.username).toBe(login.data.username.trim());
          expect(characters(login.data.username)).toBeGreaterThanOrEqual(1);
          expect(characters(login.data.username)).toBeLessThanOrEqual(254);
          expect(characters(login.data.password)).toBeGreaterThanOrEqual(1);
          expect(characters(login.data.password)).toBeLessThanOrEqual(200);
        }
        expect(login.success).toBe(
          trimmedLength(fields.username) >= 1 &&
            trimmedLength(fields.username) <= 254 &&
            characters(fields.password) >= 1 &&
            characters(fields.password) <= 200,
        );
        const register = registerRequestSchema.safeParse(body);
        if (register.success) {
          expectPlainObjectWithin(register.data, Object.keys(registerRequestSchema.shape));
          expect(characters(register.data.password)).toBeGreaterThanOrEqual(6);
          expect(characters(register.data.password)).toBeLessThanOrEqual(200);
          expect(register.data.email.length).toBeLessThanOrEqual(254);
          expect(register.data.email).not.toMatch(/[\s<>"]/);
          expect(characters(register.data.classPassword)).toBeLessThanOrEqual(200);
          expect((register.data as Record<string, unknown>).isSuperAdmin).toBeUndefined();
        }
        const reset = resetPasswordSchema.safeParse(body);
        if (reset.success) {
          expect(characters(reset.data.password)).toBeGreaterThanOrEqual(6);
          expect(characters(reset.data.token)).toBeGreaterThanOrEqual(1);
          expect(characters(reset.data.token)).toBeLessThanOrEqual(200);
        }
        expectPrototypeUntouched();
      }),
      { numRuns: 300 },
    );
  });

  it('a password is never trimmed: spaces and invisible characters are part of it', () => {
    fc.assert(
      fc.property(hostileString, (password) => {
        const result = loginRequestSchema.safeParse({ username: 'ada', password });
        if (result.success) expect(result.data.password).toBe(password);
      }),
    );
  });
});

describe('createAlbumPhotoFieldsSchema (album photo)', () => {
  it('a caption is accepted exactly when, without direction controls, trimmed and put on one line, it fits 500 characters and holds no control character; blank is no caption', () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, nearLimit(ALBUM_CAPTION_MAX)), (caption) => {
        const result = createAlbumPhotoFieldsSchema.safeParse({ caption });
        const kept = onOneLine(withoutDirectionControls(caption).trim());
        expect(result.success).toBe(
          characters(kept) <= ALBUM_CAPTION_MAX && !hasControlButLayout(kept),
        );
        if (result.success) expect(result.data.caption).toBe(kept === '' ? null : kept);
      }),
      { numRuns: 200 },
    );
  });

  it('the uploader cannot be named in the body', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('userId', 'userName', 'id', 'photoUrl', '__proto__'),
        hostileValue,
        (key, value) => {
          const body: Record<string, unknown> = { caption: 'x' };
          if (key === '__proto__') withOwnProtoKey(body, value);
          else body[key] = value;
          expect(createAlbumPhotoFieldsSchema.safeParse(body).success).toBe(false);
        },
      ),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Directory: filters, search, sort, paging, query string
// ---------------------------------------------------------------------------------------------

const someCountries = ['France', 'Germany', 'Curaçao', 'United States'] as const;

interface Card {
  id: number;
  firstName: string;
  lastName: string;
  currentRole: string | null;
  company: string | null;
  industry: string | null;
  city: string | null;
  country: string;
  attending: string;
  parisGathering: string;
  accommodation: string;
  accommodationTown: string | null;
  kidsCount: number;
  createdAt: string;
  updatedAt?: string | null;
}

const timestamp = fc.oneof(
  fc
    .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2025-12-31T00:00:00Z') })
    .filter((date) => !Number.isNaN(date.getTime()))
    .map((date) => date.toISOString()),
  fc.constantFrom('2025-01-01T10:00:00.000Z', '2025-01-01T12:00:00+02:00', '', 'not a date'),
);

const cardFields = fc.record({
  firstName: fc.oneof(fc.constantFrom('Ada', 'ada', 'Zoë', 'Zoe', 'Émile', 'Bob'), hostileString),
  lastName: fc.oneof(fc.constantFrom('Lovelace', 'Curie', 'São'), hostileString),
  currentRole: fc.oneof(fc.constantFrom('Chief Strategy Officer', null), hostileString),
  company: fc.oneof(fc.constantFrom('Engines', null), hostileString),
  industry: fc.constantFrom(...industryValues, null),
  city: fc.oneof(fc.constantFrom('Montréal', null), hostileString),
  country: fc.oneof(fc.constantFrom(...someCountries), hostileString),
  attending: fc.oneof(fc.constantFrom(...attendingValues), fragment),
  parisGathering: fc.constantFrom(...attendingValues),
  accommodation: fc.constantFrom(...accommodationValues),
  accommodationTown: fc.constantFrom(...accommodationTownValues, null),
  kidsCount: fc.oneof(fc.integer({ min: -1, max: MAX_KIDS_COUNT }), hostileNumber),
  createdAt: timestamp,
  updatedAt: fc.option(timestamp, { nil: undefined }),
});

/** Cards with distinct ids, as the API hands them out. */
const cards: fc.Arbitrary<Card[]> = fc.array(cardFields, { maxLength: 25 }).chain((list) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: 10_000 }), {
      minLength: list.length,
      maxLength: list.length,
    })
    .map((ids) => list.map((fields, index) => ({ ...fields, id: ids[index] ?? index + 1 }))),
);

const filterText = fc.oneof(
  fc.constant(''),
  fc.constantFrom('ada', 'ZOE', 'sao', 'lovelace ada', 'france', 'engines', '  curie  '),
  hostileString,
);

const directoryFilters: fc.Arbitrary<DirectoryFilters> = fc.record({
  text: filterText,
  industry: fc.constantFrom(ALL, ...industryValues),
  attendees: fc.constantFrom(...directoryAttendeesValues),
  country: fc.oneof(fc.constantFrom(ALL, ...someCountries), hostileString),
  accommodation: fc.constantFrom(ALL, ...accommodationValues),
  accommodationTown: fc.constantFrom(ALL, ...accommodationTownValues),
  kids: fc.constantFrom(...directoryKidsValues),
});

const filterKeys = Object.keys(defaultDirectoryFilters) as (keyof DirectoryFilters)[];

/** The default filters with only `keys` taken from `filters`. */
function only(filters: DirectoryFilters, keys: readonly (keyof DirectoryFilters)[]) {
  const picked: Record<string, unknown> = { ...defaultDirectoryFilters };
  for (const key of keys) picked[key] = filters[key];
  return picked as unknown as DirectoryFilters;
}

function isSubsequence<T>(part: readonly T[], whole: readonly T[]): boolean {
  let index = 0;
  for (const item of whole) if (item === part[index]) index += 1;
  return index === part.length;
}

describe('directory filters (combined with AND)', () => {
  it('keep a subsequence of the list, and filtering again changes nothing', () => {
    fc.assert(
      fc.property(cards, directoryFilters, (list, filters) => {
        const once = filterDirectory(list, filters);
        expect(isSubsequence(once, list)).toBe(true);
        expect(filterDirectory(once, filters)).toEqual(once);
      }),
    );
  });

  it('are AND: any split of the filters, applied one part after the other, in either order, is the same', () => {
    fc.assert(
      fc.property(cards, directoryFilters, fc.subarray(filterKeys), (list, filters, keys) => {
        const rest = filterKeys.filter((key) => !keys.includes(key));
        const whole = filterDirectory(list, filters);
        const a = only(filters, keys);
        const b = only(filters, rest);
        expect(filterDirectory(filterDirectory(list, a), b)).toEqual(whole);
        expect(filterDirectory(filterDirectory(list, b), a)).toEqual(whole);
        // And the whole is exactly the entries every single filter lets through.
        const singles = filterKeys.map((key) => only(filters, [key]));
        expect(whole).toEqual(
          list.filter((card) => singles.every((single) => filterDirectory([card], single).length)),
        );
      }),
    );
  });

  it('the defaults (or any filters that are not active) let everything through', () => {
    fc.assert(
      fc.property(cards, fc.constantFrom('', ' ', '\t\n', '\u00a0\u3000'), (list, text) => {
        const filters = { ...defaultDirectoryFilters, text };
        expect(hasActiveFilters(filters)).toBe(false);
        expect(filterDirectory(list, filters)).toEqual(list);
      }),
    );
  });

  it('an active filter is reported as active', () => {
    fc.assert(
      fc.property(directoryFilters, (filters) => {
        const active = filterKeys.some((key) =>
          key === 'text' ? filters.text.trim() !== '' : filters[key] !== ALL,
        );
        expect(hasActiveFilters(filters)).toBe(active);
      }),
    );
  });

  it('kids: bringing and not bringing split the list in two', () => {
    fc.assert(
      fc.property(cards, (list) => {
        const bringing = filterDirectory(list, { ...defaultDirectoryFilters, kids: 'bringing' });
        const notBringing = filterDirectory(list, {
          ...defaultDirectoryFilters,
          kids: 'not-bringing',
        });
        expect(bringing.length + notBringing.length).toBe(list.length);
        // A count of 0 or less (or no number) means none.
        for (const card of bringing) expect(card.kidsCount).toBeGreaterThan(0);
      }),
    );
  });

  it('free text finds an entry by any of its own names, whatever the case and accents', () => {
    fc.assert(
      fc.property(
        cardFields,
        fc.constantFrom('firstName', 'lastName', 'currentRole', 'company', 'city', 'country'),
        fc.constantFrom('same', 'upper', 'lower'),
        (fields, key, casing) => {
          const card = { ...fields, id: 1 };
          const value = card[key as keyof typeof card];
          fc.pre(typeof value === 'string' && value.trim() !== '');
          const text = value as string;
          // Only cases where changing case keeps the same letters (not 'ß' → 'SS', 'İ' → 'i̇').
          const query =
            casing === 'upper'
              ? text.toUpperCase()
              : casing === 'lower'
                ? text.toLowerCase()
                : text;
          fc.pre(foldSearchText(query) === foldSearchText(text));
          expect(matchesSearchText(card, query)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('words may come in any order: a query matches exactly when each of its words does', () => {
    fc.assert(
      fc.property(cardFields, fc.array(filterText, { maxLength: 3 }), (fields, words) => {
        const card = { ...fields, id: 1 };
        const query = words.join(' ');
        const reversed = [...words].reverse().join(' ');
        expect(matchesSearchText(card, reversed)).toBe(matchesSearchText(card, query));
        expect(matchesSearchText(card, query)).toBe(
          words.every((word) => matchesSearchText(card, word)),
        );
      }),
    );
  });
});

describe('sortDirectory', () => {
  const sort = fc.constantFrom(...directorySortValues);
  const time = (value: string | null | undefined) => {
    const parsed = value ? Date.parse(value) : Number.NaN;
    return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
  };
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

  it('is a permutation, does not touch its input, and ignores the order it was given', () => {
    fc.assert(
      fc.property(
        cards.chain((list) => fc.tuple(fc.constant(list), shuffled(list))),
        sort,
        ([list, reordered], by) => {
          const before = [...list];
          const sorted = sortDirectory(list, by);
          expect(list).toEqual(before);
          expect(sorted).toHaveLength(list.length);
          expect(new Set(sorted)).toEqual(new Set(list));
          // Ties are broken by id, so the same cards always give the same pages.
          expect(sortDirectory(reordered, by)).toEqual(sorted);
          expect(sortDirectory(sorted, by)).toEqual(sorted);
        },
      ),
    );
  });

  it('each neighbouring pair is in the order its sort promises', () => {
    fc.assert(
      fc.property(cards, sort, (list, by) => {
        const sorted = sortDirectory(list, by);
        for (let index = 1; index < sorted.length; index += 1) {
          const a = sorted[index - 1] as Card;
          const b = sorted[index] as Card;
          if (by === 'updated' || by === 'added' || by === 'oldest') {
            const key = (card: Card) =>
              by === 'updated' ? time(card.updatedAt ?? card.createdAt) : time(card.createdAt);
            const [first, second] = by === 'oldest' ? [a, b] : [b, a];
            // Unreadable dates sort as the oldest; equal times fall back to the id.
            expect(
              key(first) < key(second) || (key(first) === key(second) && first.id < second.id),
            ).toBe(true);
          } else {
            const byName =
              collator.compare(a.firstName, b.firstName) ||
              collator.compare(a.lastName, b.lastName) ||
              a.id - b.id;
            expect(by === 'az' ? byName < 0 : byName > 0).toBe(true);
          }
        }
      }),
    );
  });

  it('Z to A is exactly A to Z reversed', () => {
    fc.assert(
      fc.property(cards, (list) => {
        expect(sortDirectory(list, 'za')).toEqual(sortDirectory(list, 'az').reverse());
      }),
    );
  });
});

describe('paging (six a page)', () => {
  it('pages partition the list in order, whatever page number is asked for', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.oneof(hostileNumber, fc.integer({ min: -2, max: 12 })),
        (list, size, asked) => {
          const page = paginate(list, asked, size);
          expect(page.total).toBe(list.length);
          expect(page.pageCount).toBe(Math.ceil(list.length / size));
          expect(Number.isInteger(page.page)).toBe(true);
          expect(page.page).toBeGreaterThanOrEqual(1);
          expect(page.page).toBeLessThanOrEqual(Math.max(page.pageCount, 1));
          if (list.length > 0) expect(page.items.length).toBeGreaterThan(0);
          const range = pageRange(page, size);
          if (page.items.length > 0) {
            expect(range.last - range.first + 1).toBe(page.items.length);
            expect(list[range.first - 1]).toBe(page.items[0]);
          }
          const all = Array.from({ length: page.pageCount }, (_, index) =>
            paginate(list, index + 1, size),
          ).flatMap((each) => each.items);
          expect(all).toEqual(list);
        },
      ),
    );
  });

  it('page buttons: at most 7, ascending, first, last and current shown, no gap for one page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.oneof(hostileNumber, fc.integer({ min: -2, max: 410 })),
        (pageCount, current) => {
          const buttons = pageButtons(current, pageCount);
          expect(buttons.length).toBeLessThanOrEqual(7);
          const numbers = buttons.filter((button): button is number => button !== 'gap');
          for (const number of numbers) {
            expect(Number.isInteger(number)).toBe(true);
            expect(number).toBeGreaterThanOrEqual(1);
            expect(number).toBeLessThanOrEqual(pageCount);
          }
          for (let index = 1; index < numbers.length; index += 1)
            expect(numbers[index]).toBeGreaterThan(numbers[index - 1] as number);
          if (pageCount > 0) {
            expect(numbers[0]).toBe(1);
            expect(numbers.at(-1)).toBe(pageCount);
            const shown = Number.isInteger(current) ? Math.min(Math.max(current, 1), pageCount) : 1;
            expect(numbers).toContain(shown);
          }
          buttons.forEach((button, index) => {
            if (button !== 'gap') return;
            const before = buttons[index - 1] as number;
            const after = buttons[index + 1] as number;
            expect(after - before).toBeGreaterThan(2);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('directoryView is filter, then sort, then page', () => {
    fc.assert(
      fc.property(
        cards,
        directoryFilters,
        fc.constantFrom(...directorySortValues),
        fc.integer({ min: -1, max: 6 }),
        (list, filters, sort, page) => {
          const view = directoryView(list, { filters, sort, page });
          const expected = paginate(sortDirectory(filterDirectory(list, filters), sort), page);
          expect(view).toEqual(expected);
        },
      ),
    );
  });
});

describe('directory query string (shared links)', () => {
  const state: fc.Arbitrary<DirectoryQueryState> = fc.record({
    filters: fc.record({
      text: fc.oneof(filterText, nearLimit(DIRECTORY_QUERY_TEXT_MAX)),
      industry: fc.constantFrom(ALL, ...industryValues),
      attendees: fc.constantFrom(...directoryAttendeesValues),
      country: fc.constantFrom(ALL, ...countryNames),
      accommodation: fc.constantFrom(ALL, ...accommodationValues),
      accommodationTown: fc.constantFrom(ALL, ...accommodationTownValues),
      kids: fc.constantFrom(...directoryKidsValues),
    }),
    sort: fc.constantFrom<DirectorySort>(...directorySortValues),
    page: fc.integer({ min: 1, max: 1_000_000 }),
  });

  const isValidState = (parsed: DirectoryQueryState) => {
    const f = parsed.filters;
    expect([ALL, ...industryValues]).toContain(f.industry);
    expect(directoryAttendeesValues).toContain(f.attendees);
    expect([ALL, ...countryNames]).toContain(f.country);
    expect([ALL, ...accommodationValues]).toContain(f.accommodation);
    expect([ALL, ...accommodationTownValues]).toContain(f.accommodationTown);
    expect(directoryKidsValues).toContain(f.kids);
    expect(directorySortValues).toContain(parsed.sort);
    expect(f.text.length).toBeLessThanOrEqual(DIRECTORY_QUERY_TEXT_MAX);
    expect(Number.isInteger(parsed.page)).toBe(true);
    expect(parsed.page).toBeGreaterThanOrEqual(1);
    expect(parsed.page).toBeLessThanOrEqual(1_000_000);
  };

  const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
  const isWellFormed = (text: string) => text.replace(loneSurrogate, '') === text;
  const toWellFormed = (text: string) => text.replace(loneSurrogate, '\ufffd');

  it('any address, however mangled, reads as a valid state without throwing', () => {
    const pair = fc
      .tuple(
        fc.oneof(fc.constantFrom('q', 'industry', 'country', 'sort', 'page', 'kids'), fragment),
        hostileString,
      )
      .map(([name, value]) => `${name}=${value}`);
    fc.assert(
      fc.property(
        fc.oneof(
          hostileString,
          fc.array(pair, { maxLength: 6 }).map((p) => p.join('&')),
        ),
        (query) => {
          isValidState(parseDirectoryQuery(query));
          isValidState(parseDirectoryQuery(new URLSearchParams(query)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a state makes an address that reads back as the same state, as URLSearchParams reads it too', () => {
    fc.assert(
      fc.property(state, (original) => {
        const query = directoryQueryString(original);
        expect(query).not.toMatch(/[\s#]/);
        // Cut at the limit without splitting an emoji; a lone surrogate reads back as U+FFFD,
        // as URLSearchParams writes it; a text that is blank once cut is no text.
        const cut = toWellFormed(
          original.filters.text.slice(0, DIRECTORY_QUERY_TEXT_MAX).replace(/[\ud800-\udbff]$/, ''),
        );
        const expectedText = cut.trim() === '' ? '' : cut;
        const read = parseDirectoryQuery(query);
        const readByPlatform = parseDirectoryQuery(new URLSearchParams(query));
        isValidState(read);
        expect(read).toEqual(readByPlatform);
        expect({ ...read, filters: { ...read.filters, text: '' } }).toEqual({
          ...original,
          filters: { ...original.filters, text: '' },
        });
        expect(isWellFormed(read.filters.text)).toBe(true);
        expect(read.filters.text).toBe(expectedText);
        // One search makes one address.
        expect(directoryQueryString(read)).toBe(query);
      }),
      { numRuns: 300 },
    );
  });

  it('a text of any characters, lone surrogates included, still makes an address', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        const query = directoryQueryString({
          filters: { ...defaultDirectoryFilters, text },
          sort: 'updated',
          page: 1,
        });
        isValidState(parseDirectoryQuery(query));
      }),
      { numRuns: 300 },
    );
  });
});

describe('directory options and display', () => {
  it('country options: All first, then each present country once, sorted, the selected one kept', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ country: fc.oneof(fc.constantFrom(...someCountries), hostileString) }),
        ),
        fc.oneof(fc.constant(ALL), fc.constantFrom(...someCountries), hostileString),
        (entries, selected) => {
          const options = countryOptions(entries, selected);
          expect(options[0]).toEqual({ value: ALL, label: 'All Countries' });
          const values = options.slice(1).map((option) => option.value);
          expect(new Set(values).size).toBe(values.length);
          for (const entry of entries) expect(values).toContain(entry.country);
          if (selected !== ALL) expect(values).toContain(selected);
          for (let index = 1; index < values.length; index += 1)
            expect(
              (values[index - 1] as string).localeCompare(values[index] as string, 'en'),
            ).toBeLessThanOrEqual(0);
        },
      ),
    );
  });

  it('arrival and industry labels never throw and fall back to TBD / not specified', () => {
    fc.assert(
      fc.property(fc.oneof(isoDateLike, fc.constantFrom(null, undefined)), (date) => {
        expect(arrivalLabel(date)).toMatch(/^(TBD|[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2})$/);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(hostileString, fc.constantFrom(null, undefined)), (industry) => {
        expect(industryLabel(industry)).toBe(industry || 'Industry not specified');
      }),
    );
  });

  it('dialling codes exist for every listed country and nothing else', () => {
    for (const country of countryNames) expect(diallingCodeFor(country)).toMatch(/^\+\d{1,4}$/);
    fc.assert(
      fc.property(hostileString, (text) => {
        fc.pre(!countryNames.includes(text));
        expect(diallingCodeFor(text)).toBeUndefined();
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Insights: aggregate, table, CSV
// ---------------------------------------------------------------------------------------------

const stayDate = fc.oneof(
  fc.constantFrom(...STAY_WINDOW),
  fc.constantFrom('2025-06-20', '2025-06-24', '2025-07-01', '2025-07-15'),
  fc.constant(null),
);

const insightsProfile: fc.Arbitrary<InsightsProfile> = fc.record({
  status: fc.constantFrom('published', 'published', 'draft'),
  attending: fc.constantFrom(...attendingValues),
  parisGathering: fc.constantFrom(...attendingValues),
  accommodation: fc.constantFrom(...accommodationValues),
  accommodationTown: fc.constantFrom(...accommodationTownValues, null),
  arrivalDate: stayDate,
  departureDate: stayDate,
});

describe('summariseInsights (whole percentages)', () => {
  const profiles = fc.array(insightsProfile, { maxLength: 60 });

  it('is a valid summary: whole percentages 0 to 100, counts that add up', () => {
    fc.assert(
      fc.property(profiles, (list) => {
        const summary = summariseInsights(list);
        expect(insightsSummarySchema.safeParse(summary).success).toBe(true);
        const published = list.filter((profile) => profile.status === 'published');
        const total = published.length;
        expect(summary.totalProfiles).toBe(total);
        for (const breakdown of [summary.reunion, summary.paris]) {
          const shares = [breakdown.yes, breakdown.no, breakdown.maybe];
          expect(shares.reduce((sum, share) => sum + share.count, 0)).toBe(total);
          for (const share of shares) expect(share.percent).toBe(wholePercent(share.count, total));
          // Rounding each share may miss 100 by one either way, never more.
          if (total > 0) {
            const percents = shares.reduce((sum, share) => sum + share.percent, 0);
            expect(Math.abs(percents - 100)).toBeLessThanOrEqual(1);
          }
        }
        const { byAccommodation, byTown, undecided } = summary.accommodation;
        expect(byAccommodation.reduce((sum, share) => sum + share.count, 0) + undecided.count).toBe(
          total,
        );
        expect(byTown.reduce((sum, share) => sum + share.count, 0)).toBe(
          published.filter((profile) => profile.accommodationTown !== null).length,
        );
        for (const ranking of [byAccommodation, byTown]) {
          expect(new Set(ranking.map((share) => share.name)).size).toBe(ranking.length);
          ranking.forEach((share, index) => {
            expect(share.count).toBeGreaterThan(0);
            if (index > 0)
              expect(share.count).toBeLessThanOrEqual((ranking[index - 1] as typeof share).count);
          });
        }
        expect(byAccommodation.map((share) => share.name)).not.toContain('Not yet decided');
        const top = byAccommodation[0];
        expect(summary.topAccommodation).toEqual(top ? { name: top.name, count: top.count } : null);
      }),
      { numRuns: 200 },
    );
  });

  it('drafts and the order of the list change nothing', () => {
    fc.assert(
      fc.property(
        profiles.chain((list) => fc.tuple(fc.constant(list), shuffled(list))),
        fc.array(insightsProfile.map((profile) => ({ ...profile, status: 'draft' as const }))),
        ([list, reordered], drafts) => {
          const summary = summariseInsights(list);
          expect(summariseInsights(reordered)).toEqual(summary);
          expect(summariseInsights([...drafts, ...list, ...drafts])).toEqual(summary);
        },
      ),
    );
  });

  it('stay nights agree with a count made from calendar days rather than text', () => {
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
    fc.assert(
      fc.property(profiles, (list) => {
        const stay = summariseStay(list);
        const coming = list.filter((profile) => profile.attending !== 'no');
        expect(stay.days.map((each) => each.date)).toEqual([...STAY_WINDOW]);
        let incomplete = 0;
        for (const profile of coming) {
          const { arrivalDate: a, departureDate: d } = profile;
          if (a === null || d === null || day(d) < day(a)) incomplete += 1;
        }
        expect(stay.incompleteDates).toBe(incomplete);
        for (const each of stay.days) {
          const night = day(each.date);
          const valid = coming.filter(
            (p) => !(p.arrivalDate && p.departureDate && day(p.departureDate) < day(p.arrivalDate)),
          );
          expect(each.present).toBe(
            valid.filter(
              (p) =>
                p.arrivalDate !== null &&
                p.departureDate !== null &&
                day(p.arrivalDate) <= night &&
                night < day(p.departureDate),
            ).length,
          );
          expect(each.arrivals).toBe(valid.filter((p) => p.arrivalDate === each.date).length);
          expect(each.departures).toBe(valid.filter((p) => p.departureDate === each.date).length);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('wholePercent of a count is a whole number 0 to 100 that grows with the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000 }), fc.nat(5_000), (total, raw) => {
        const part = total === 0 ? 0 : raw % (total + 1);
        const percent = wholePercent(part, total);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        if (part < total) expect(wholePercent(part + 1, total)).toBeGreaterThanOrEqual(percent);
        if (total > 0) {
          const complement = wholePercent(total - part, total);
          expect(Math.abs(percent + complement - 100)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

const tableProfile: fc.Arbitrary<InsightsTableProfile> = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  status: fc.constantFrom('published', 'published', 'draft'),
  firstName: fc.oneof(fc.constantFrom('Ada', '=cmd', '+33'), hostileString),
  lastName: fc.oneof(fc.constantFrom('Lovelace', '@SUM(A1)'), hostileString),
  email: fc.oneof(fc.constant(null), fc.emailAddress(), hostileString),
  company: fc.oneof(fc.constant(null), fc.constantFrom('-2', 'A, "B"\r\nC'), hostileString),
  attending: fc.constantFrom(...attendingValues),
  parisGathering: fc.constantFrom(...attendingValues),
  arrivalDate: fc.constantFrom('2025-06-26', null),
  accommodation: fc.constantFrom(...accommodationValues),
  dietaryRequirements: fc.oneof(fc.constant(null), hostileString),
});

/** An RFC 4180 reader, written independently of the writer under test. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('Insights table and CSV (OWASP CSV injection)', () => {
  it('a neutralised cell never starts with = + - @ tab or CR, and only gains a leading quote', () => {
    fc.assert(
      fc.property(hostileString, (value) => {
        const safe = neutraliseCsvFormula(value);
        expect(safe).not.toMatch(/^[=+\-@\t\r]/);
        expect(safe === value || safe === `'${value}`).toBe(true);
        const cell = readCsv(csvCell(value))[0]?.[0] ?? '';
        expect(cell).toBe(safe);
      }),
      { numRuns: 300 },
    );
  });

  it('the export reads back as one header and one row of safe cells per profile, a cell per column', () => {
    fc.assert(
      fc.property(fc.array(tableProfile, { maxLength: 10 }), (rows) => {
        const text = insightsCsv(rows);
        expect(text.endsWith('\r\n')).toBe(true);
        const read = readCsv(text);
        expect(read).toHaveLength(rows.length + 1);
        for (const [index, cells] of read.entries()) {
          expect(cells).toHaveLength(insightsColumns.length);
          for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
          const profile = rows[index - 1];
          if (profile) {
            expect(cells[1]).toBe(neutraliseCsvFormula(profile.email ?? ''));
            expect(cells[2]).toBe(neutraliseCsvFormula(profile.company ?? ''));
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('table filters: published only, a subsequence, idempotent, and AND in any order', () => {
    const filters: fc.Arbitrary<InsightsTableFilters> = fc.record({
      text: fc.oneof(fc.constantFrom('', 'ada', ' ADA ', '@'), hostileString),
      reunion: fc.constantFrom('all' as const, ...attendingValues),
      paris: fc.constantFrom('all' as const, ...attendingValues),
    });
    fc.assert(
      fc.property(fc.array(tableProfile, { maxLength: 20 }), filters, (rows, chosen) => {
        const result = filterInsightsProfiles(rows, chosen);
        expect(isSubsequence(result, rows)).toBe(true);
        for (const row of result) expect(row.status).toBe('published');
        expect(filterInsightsProfiles(result, chosen)).toEqual(result);
        const none = { text: '', reunion: 'all', paris: 'all' } as const;
        const steps = [
          { ...none, text: chosen.text },
          { ...none, reunion: chosen.reunion },
          { ...none, paris: chosen.paris },
        ];
        for (const order of [steps, [...steps].reverse()]) {
          const stepped = order.reduce<InsightsTableProfile[]>(
            (list, step) => filterInsightsProfiles(list, step),
            rows,
          );
          expect(stepped).toEqual(result);
        }
      }),
    );
  });

  it('short month-day labels never throw and are TBD or "Mon D"', () => {
    fc.assert(
      fc.property(fc.oneof(isoDateLike, fc.constant(null)), (date) => {
        expect(shortMonthDay(date)).toMatch(/^(TBD|[A-Z][a-z]{2} \d{1,2})$/);
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Schedule and calendar helpers
// ---------------------------------------------------------------------------------------------

const two = (n: number) => String(n).padStart(2, '0');

const activityTime = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 23 }),
      fc.integer({ min: 0, max: 59 }),
      fc.option(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 59 }))),
      fc.constantFrom(' – ', '-', ' — ', '  -  '),
    )
    .map(([h, m, end, dash]) =>
      end === null
        ? `${two(h)}:${two(m)}`
        : `${two(h)}:${two(m)}${dash}${two(end[0])}:${two(end[1])}`,
    ),
  fc.constantFrom('', 'TBA', '24:00', '9:60', '19:00 – 24:00', '20:00 – 01:00', ' 7:05 '),
  hostileString,
);

const activity: fc.Arbitrary<Activity> = fc.record({
  time: activityTime,
  event: fc.oneof(
    fc.constantFrom('Class Lunch', 'Class Lunch', 'Class Lunch 2'),
    hostileString,
    nearLimit(60),
  ),
  location: hostileString,
  description: hostileString,
});

const day: fc.Arbitrary<Day> = fc.record({
  date: fc.constantFrom('2025-06-26', '2025-06-27', '2025-06-28', '2025-06-29'),
  dayName: fc.constant('Saturday'),
  activities: fc.array(activity, { maxLength: 8 }),
});

const minutes = (time: { hour: number; minute: number }) => time.hour * 60 + time.minute;

describe('schedule and calendar helpers', () => {
  it('parseActivityTime reads back what it is given, and refuses impossible times', () => {
    fc.assert(
      fc.property(activityTime, (text) => {
        const parsed = parseActivityTime(text);
        if (parsed === null) return;
        expect(parsed.start.hour).toBeGreaterThanOrEqual(0);
        expect(parsed.start.hour).toBeLessThanOrEqual(23);
        expect(parsed.start.minute).toBeLessThanOrEqual(59);
        if (parsed.end) expect(parsed.end.minute).toBeLessThanOrEqual(59);
        const digits = text.match(/\d+/g)?.map(Number) ?? [];
        expect(digits.slice(0, 2)).toEqual([parsed.start.hour, parsed.start.minute]);
      }),
      { numRuns: 300 },
    );
  });

  it('a calendar entry has a title, starts at its time and never ends before it or after 23:59', () => {
    fc.assert(
      fc.property(day, (programmeDay) => {
        for (const each of programmeDay.activities) {
          const event = toCalendarEvent(programmeDay, each);
          const time = parseActivityTime(each.time);
          if (each.event.trim() === '' || time === null) {
            expect(event).toBeNull();
            continue;
          }
          if (event === null) throw new Error('a titled, timed activity must become an entry');
          expect(event.title).toBe(each.event.trim());
          expect(`${event.start.year}-${two(event.start.month)}-${two(event.start.day)}`).toBe(
            programmeDay.date,
          );
          expect(event.end.day).toBe(event.start.day);
          expect(minutes(event.start)).toBe(minutes(time.start));
          expect(minutes(event.end)).toBeGreaterThan(minutes(event.start) - 1);
          expect(minutes(event.end)).toBeLessThanOrEqual(23 * 60 + 59);
          if (time.end === null)
            expect(minutes(event.end)).toBe(Math.min(minutes(time.start) + 60, 23 * 60 + 59));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('every activity of a day gets its own UID, even with twin or look-alike titles', () => {
    fc.assert(
      fc.property(day, (programmeDay) => {
        const uids = programmeDay.activities.map((each) => activityUid(programmeDay, each));
        expect(new Set(uids).size).toBe(uids.length);
        for (const uid of uids) expect(uid).toMatch(/^\d{8}-[a-z0-9-]+@reunion-2005$/);
        const events = scheduleCalendarEvents({
          updatedAt: '2025-05-01T08:00:00Z',
          days: [programmeDay],
        });
        expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
      }),
      { numRuns: 200 },
    );
  });

  it('a calendar file holds exactly one event whatever its text says (no ICS injection)', () => {
    fc.assert(
      fc.property(activity, (each) => {
        const event = toCalendarEvent(
          { date: '2025-06-27', dayName: 'Friday', activities: [each] },
          { ...each, time: '19:00' },
        );
        fc.pre(event !== null);
        const ics = buildEventIcs(event as CalendarEvent, { timestamp: Date.UTC(2025, 4, 1) });
        const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
        expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
        expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
        expect(lines.filter((line) => line.startsWith('BEGIN:'))).toHaveLength(2);
      }),
      { numRuns: 40 },
    );
  });

  it('the Google link carries the title, details and place exactly (well-formed text)', () => {
    fc.assert(
      fc.property(
        activity.filter((each) =>
          [each.event, each.description, each.location].every(
            (text) => !/[\ud800-\udfff]/.test(text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')),
          ),
        ),
        (each) => {
          const event = toCalendarEvent(
            { date: '2025-06-27', dayName: 'Friday', activities: [each] },
            { ...each, time: '19:00 – 20:30' },
          );
          fc.pre(event !== null);
          const url = new URL(googleCalendarUrl(event as CalendarEvent));
          expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
          expect(url.searchParams.get('text')).toBe(each.event.trim());
          expect(url.searchParams.get('details')).toBe(each.description.trim());
          expect(url.searchParams.get('location')).toBe(each.location.trim());
          expect(url.searchParams.get('dates')).toBe('20250627T170000Z/20250627T183000Z');
        },
      ),
    );
  });

  it('Paris wall-clock time and instants convert both ways (summer, away from DST changes)', () => {
    fc.assert(
      fc.property(
        fc.record({
          year: fc.integer({ min: 1996, max: 2099 }),
          month: fc.integer({ min: 5, max: 9 }),
          day: fc.integer({ min: 1, max: 28 }),
          hour: fc.integer({ min: 0, max: 23 }),
          minute: fc.integer({ min: 0, max: 59 }),
        }),
        (wall) => {
          const instant = parisTimeToEpochMs(wall);
          expect(epochMsToParisTime(instant)).toEqual(wall);
          expect(parisOffsetMinutes(instant)).toBe(120);
          expect(formatUtcStamp(instant)).toMatch(/^\d{8}T\d{6}Z$/);
        },
      ),
    );
  });

  it('any instant reads as a Paris time that converts back to it (or the other side of the autumn hour)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2099, 0, 1) }), (raw) => {
        const instant = Math.floor(raw / 60_000) * 60_000;
        expect([60, 120]).toContain(parisOffsetMinutes(instant));
        const back = parisTimeToEpochMs(epochMsToParisTime(instant));
        expect([0, 3_600_000, -3_600_000]).toContain(back - instant);
      }),
    );
  });

  it('file names: a single event is [a-z0-9_] only, the schedule carries date and HHMM', () => {
    fc.assert(
      fc.property(hostileString, (title) => {
        expect(eventFileName(title)).toMatch(/^[a-z0-9_]*\.ics$/);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }), (ms) => {
        expect(scheduleFileName(new Date(ms))).toMatch(
          /^class_of_2005_reunion_schedule_\d{8}_\d{4}\.ics$/,
        );
      }),
    );
  });

  it('ordinal dates and numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
        const suffix = ordinalNumber(n).slice(String(n).length);
        const expected =
          n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
        expect(suffix).toBe(expected);
      }),
    );
    fc.assert(
      fc.property(isoDateLike, (date) => {
        let label: string | undefined;
        try {
          label = ordinalDate(date);
        } catch (error) {
          expect((error as Error).message).toContain('Not a YYYY-MM-DD date');
          return;
        }
        expect(label).toMatch(/^\d+(st|nd|rd|th) of [A-Z][a-z]+$/);
      }),
    );
  });

  it('the overview line is cut at 60 characters with an ellipsis, never splitting a character', () => {
    fc.assert(
      fc.property(day, (programmeDay) => {
        const text = overviewText(programmeDay);
        const full = programmeDay.activities
          .map((each) => each.event.trim())
          .filter((title) => title !== '')
          .join(', ');
        if (full.length <= 60) expect(text).toBe(full);
        else {
          expect(text.endsWith('...')).toBe(true);
          const kept = text.slice(0, -3);
          expect(full.startsWith(kept)).toBe(true);
          // 60 UTF-16 units, one fewer when the 60th is the first half of an emoji.
          const splitsPair = /[\ud800-\udbff]$/.test(full.slice(0, 60));
          expect(kept).toBe(full.slice(0, splitsPair ? 59 : 60));
        }
      }),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Uploads and releases
// ---------------------------------------------------------------------------------------------

describe('isAcceptedFile (image upload control)', () => {
  const file = fc.record({
    name: fc.oneof(
      fc.constantFrom('IMG_0001.JPG', 'a.jpg', 'a.jpg.exe', 'a.jpg\u0000.exe', 'a.jpg ', '.jpg'),
      hostileString,
    ),
    type: fc.oneof(
      fc.constantFrom('image/jpeg', 'IMAGE/PNG', 'text/html', '', 'image/svg+xml', 'imagex/y'),
      hostileString,
    ),
  });

  it('extensions, exact types and wildcards match case-insensitively and nothing more', () => {
    fc.assert(
      fc.property(file, (candidate) => {
        const name = candidate.name.toLowerCase();
        const type = candidate.type.toLowerCase();
        expect(isAcceptedFile(candidate, ['.jpg'])).toBe(name.endsWith('.jpg'));
        expect(isAcceptedFile(candidate, [' .JPG '])).toBe(name.endsWith('.jpg'));
        expect(isAcceptedFile(candidate, ['image/*'])).toBe(type.startsWith('image/'));
        expect(isAcceptedFile(candidate, ['image/png'])).toBe(type === 'image/png');
        expect(isAcceptedFile(candidate, [])).toBe(false);
        expect(isAcceptedFile(candidate, [''])).toBe(false);
        const both = isAcceptedFile(candidate, ['.jpg', 'image/png']);
        expect(both).toBe(
          isAcceptedFile(candidate, ['.jpg']) || isAcceptedFile(candidate, ['image/png']),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('release compatibility', () => {
  const version = fc
    .tuple(fc.nat(30), fc.nat(30), fc.nat(30), fc.constantFrom('', '^', '~', '>=', 'v'))
    .map(([major, minor, patch, prefix]) => `${prefix}${major}.${minor}.${patch}`);

  it('majorOf reads the major of any version or range and never throws', () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.nat(1000),
        fc.constantFrom('', '^', '~', '>=', 'v'),
        (a, b, p) => {
          expect(majorOf(`${p}${a}.${b}.0`)).toBe(a);
        },
      ),
    );
    fc.assert(
      fc.property(hostileString, (text) => {
        const major = majorOf(text);
        if (major !== undefined) expect(major).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('majorOf stays linear on long digit runs (no regex backtracking blow-up)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 50_000 }),
        fc.constantFrom('1', '9', ' 1', 'a1'),
        (length, unit) => {
          const started = Date.now();
          majorOf(unit.repeat(length / unit.length));
          // Quadratic, 30,000 digits took over two seconds; linear, well under a millisecond.
          expect(Date.now() - started).toBeLessThan(250);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('a release is compatible with itself, and any problem names a real mismatch', () => {
    const shared = fc.record(
      Object.fromEntries(sharedSingletonNames.map((name) => [name, version])) as Record<
        (typeof sharedSingletonNames)[number],
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(shared, shared, version, version, (release, host, api, serverApi) => {
        const apiVersion = api.replace(/^\D+/, '');
        expect(compatibilityProblems({ apiVersion, shared: release }, release, apiVersion)).toEqual(
          [],
        );
        const problems = compatibilityProblems({ apiVersion, shared: release }, host, serverApi);
        const minor = (v: string) => Number(v.replace(/^\D+/, '').split('.')[1] ?? 0);
        const apiRefused =
          majorOf(apiVersion) !== majorOf(serverApi) || minor(apiVersion) > minor(serverApi);
        const expectedCount =
          (apiRefused ? 1 : 0) +
          sharedSingletonNames.filter((name) => {
            const a = release[name];
            const b = host[name];
            if (majorOf(a) !== majorOf(b)) return true;
            return (
              majorOf(a) === 0 &&
              a.replace(/^\D+/, '').split('.')[1] !== b.replace(/^\D+/, '').split('.')[1]
            );
          }).length;
        expect(problems).toHaveLength(expectedCount);
      }),
    );
  });
});
