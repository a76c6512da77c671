import { profileFieldsSchema, profileRequiredFieldsSchema } from './profile-fields.schema.js';

const minimal = { firstName: 'Ada', lastName: 'Lovelace', country: 'France' };

function messagesFor(input: unknown, field: string): string[] {
  const result = profileFieldsSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('profileFieldsSchema', () => {
  it('fills the data-level defaults around the three required fields', () => {
    expect(profileFieldsSchema.parse(minimal)).toEqual({
      ...minimal,
      email: null,
      phoneNumber: null,
      city: null,
      currentRole: null,
      company: null,
      industry: null,
      professionalJourney: null,
      personalJourney: null,
      favoriteMemory: null,
      thinkingChange: null,
      futureHopes: null,
      adviceToSelf: null,
      freeTimeActivity: null,
      insightFromINSEAD: null,
      karaokeeSong: null,
      excitedAbout: null,
      photos: [],
      attending: 'maybe',
      parisGathering: 'maybe',
      arrivalDate: null,
      departureDate: null,
      accommodation: 'Not yet decided',
      accommodationTown: null,
      kidsCount: 0,
      kidsAges: [],
      connectionInterests: null,
      additionalNotes: null,
      aiChatOptOut: false,
      status: 'published',
    });
  });

  describe('names', () => {
    it.each([
      [{ ...minimal, firstName: '' }, 'firstName', 'First name is required'],
      [{ ...minimal, firstName: '   ' }, 'firstName', 'First name is required'],
      [{ lastName: 'Lovelace', country: 'France' }, 'firstName', 'First name is required'],
      [{ ...minimal, lastName: '' }, 'lastName', 'Last name is required'],
      [{ firstName: 'Ada', country: 'France' }, 'lastName', 'Last name is required'],
    ])('refuses a blank or missing name with its message (%#)', (input, field, message) => {
      expect(messagesFor(input, field)).toEqual([message]);
    });

    it('trims names', () => {
      expect(profileFieldsSchema.parse({ ...minimal, firstName: '  Ada ' }).firstName).toBe('Ada');
    });
  });

  describe('email', () => {
    it.each(['not-an-email', 'ada@', 'ada@example'])('refuses %p', (email) => {
      expect(messagesFor({ ...minimal, email }, 'email')).toEqual(['Invalid email address']);
    });

    it('accepts a valid address, trimmed', () => {
      expect(profileFieldsSchema.parse({ ...minimal, email: ' ada@example.org ' }).email).toBe(
        'ada@example.org',
      );
    });

    it.each(['', '  ', null, undefined])('treats %p as no address', (email) => {
      expect(profileFieldsSchema.parse({ ...minimal, email }).email).toBeNull();
    });
  });

  describe('country', () => {
    it.each(['Atlantis', '', 'france', undefined])('refuses %p with its message', (country) => {
      expect(messagesFor({ ...minimal, country }, 'country')).toEqual(['Country is required']);
    });

    it('accepts a name with a cedilla', () => {
      expect(profileFieldsSchema.parse({ ...minimal, country: 'Curaçao' }).country).toBe('Curaçao');
    });
  });

  describe('kids', () => {
    it.each([
      ['3', 3],
      [3, 3],
      ['abc', 0],
      ['', 0],
      [null, 0],
    ])('kidsCount %p becomes %p', (kidsCount, expected) => {
      expect(profileFieldsSchema.parse({ ...minimal, kidsCount }).kidsCount).toBe(expected);
    });

    it.each([7, '7', -1, '-1', 2.5])('refuses kidsCount %p (outside 0 to 6)', (kidsCount) => {
      expect(messagesFor({ ...minimal, kidsCount }, 'kidsCount')).toEqual([
        'Number of kids must be a whole number from 0 to 6',
      ]);
    });

    it('coerces numeric-string ages', () => {
      expect(
        profileFieldsSchema.parse({ ...minimal, kidsCount: 2, kidsAges: ['4', 23] }).kidsAges,
      ).toEqual([4, 23]);
    });

    it.each([24, '24', -1, 1.5, 'abc'])('refuses age %p', (age) => {
      expect(messagesFor({ ...minimal, kidsCount: 1, kidsAges: [age] }, 'kidsAges')).toEqual([
        'Each age must be a whole number from 0 to 23',
      ]);
    });

    it.each(['', null])('refuses a missing age %p with the form message', (age) => {
      expect(messagesFor({ ...minimal, kidsCount: 1, kidsAges: [age] }, 'kidsAges')).toEqual([
        'Error - you need to add an age',
      ]);
    });

    it('resizes the ages to the count instead of refusing a mismatch', () => {
      expect(
        profileFieldsSchema.parse({ ...minimal, kidsCount: '3', kidsAges: [5] }).kidsAges,
      ).toEqual([5, 0, 0]);
      expect(
        profileFieldsSchema.parse({ ...minimal, kidsCount: 1, kidsAges: [5, 9] }).kidsAges,
      ).toEqual([5]);
      expect(
        profileFieldsSchema.parse({ ...minimal, kidsCount: 'abc', kidsAges: [5] }).kidsAges,
      ).toEqual([]);
    });
  });

  describe('accommodation town', () => {
    it("turns a null town into 'Other' (data-level rule)", () => {
      expect(
        profileFieldsSchema.parse({ ...minimal, accommodationTown: null }).accommodationTown,
      ).toBe('Other');
    });

    it('fills an empty town from the accommodation before saving', () => {
      const hotel = profileFieldsSchema.parse({ ...minimal, accommodation: 'Hôtel Aigle Noir' });
      expect(hotel.accommodationTown).toBe('Fontainebleau');
      const airbnb = profileFieldsSchema.parse({
        ...minimal,
        accommodation: 'Airbnb',
        accommodationTown: '',
      });
      expect(airbnb.accommodationTown).toBe('Other');
    });

    it('keeps a chosen town and leaves an undecided one empty', () => {
      expect(
        profileFieldsSchema.parse({
          ...minimal,
          accommodation: 'Hôtel de Londres',
          accommodationTown: 'Avon',
        }).accommodationTown,
      ).toBe('Avon');
      expect(
        profileFieldsSchema.parse({ ...minimal, accommodationTown: '' }).accommodationTown,
      ).toBeNull();
    });

    it('refuses a town off the list', () => {
      expect(
        messagesFor({ ...minimal, accommodationTown: 'Paris' }, 'accommodationTown'),
      ).not.toEqual([]);
    });
  });

  describe('dates', () => {
    it('accepts YYYY-MM-DD and treats blank as none', () => {
      const parsed = profileFieldsSchema.parse({
        ...minimal,
        arrivalDate: '2025-06-26',
        departureDate: '',
      });
      expect(parsed.arrivalDate).toBe('2025-06-26');
      expect(parsed.departureDate).toBeNull();
    });

    it.each(['26/06/2025', '2025-06-26T10:00:00Z', '2025-02-30'])('refuses %p', (arrivalDate) => {
      expect(messagesFor({ ...minimal, arrivalDate }, 'arrivalDate')).not.toEqual([]);
    });
  });

  describe('enumerations and limits', () => {
    it.each([
      ['attending', 'Yes'],
      ['parisGathering', 'perhaps'],
      ['accommodation', 'Hotel Aigle Noir'],
      ['industry', 'Banking'],
      ['status', 'archived'],
    ])('refuses %s %p', (field, value) => {
      expect(messagesFor({ ...minimal, [field]: value }, field)).not.toEqual([]);
    });

    it('takes dietary requirements of up to 200 characters, trimmed, and leaves a missing key undefined', () => {
      const parse = (value: unknown) =>
        profileFieldsSchema.parse({ ...minimal, dietaryRequirements: value }).dietaryRequirements;
      expect(parse(' Vegetarian ')).toBe('Vegetarian');
      expect(parse('')).toBeNull();
      expect(parse(undefined)).toBeUndefined();
      expect(parse('x'.repeat(200))).toHaveLength(200);
      expect(
        messagesFor({ ...minimal, dietaryRequirements: 'x'.repeat(201) }, 'dietaryRequirements'),
      ).not.toEqual([]);
    });

    it('refuses a fourth photo', () => {
      expect(messagesFor({ ...minimal, photos: ['a', 'b', 'c', 'd'] }, 'photos')).toEqual([
        'You can add at most 3 photos',
      ]);
    });

    it('refuses free text over its length limit', () => {
      expect(messagesFor({ ...minimal, city: 'x'.repeat(201) }, 'city')).not.toEqual([]);
      expect(
        messagesFor({ ...minimal, personalJourney: 'x'.repeat(5000) }, 'personalJourney'),
      ).toEqual([]);
      expect(
        messagesFor({ ...minimal, personalJourney: 'x'.repeat(5001) }, 'personalJourney'),
      ).not.toEqual([]);
    });

    it('treats blank free text and a blank industry as empty', () => {
      const parsed = profileFieldsSchema.parse({ ...minimal, company: '  ', industry: '' });
      expect(parsed.company).toBeNull();
      expect(parsed.industry).toBeNull();
    });
  });

  it.each(['userId', 'id', 'createdAt', 'updatedAt', 'karaokeSong'])(
    'refuses the unknown or server-owned key %s',
    (key) => {
      const result = profileFieldsSchema.safeParse({ ...minimal, [key]: 1 });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ code: 'unrecognized_keys', keys: [key] }),
      ]);
    },
  );
});

describe('profileRequiredFieldsSchema', () => {
  it('checks only the names and the country, ignoring the rest of the form', () => {
    expect(
      profileRequiredFieldsSchema.safeParse({ ...minimal, email: 'bad', kidsCount: 9 }).success,
    ).toBe(true);
    expect(profileRequiredFieldsSchema.safeParse({ ...minimal, country: '' }).success).toBe(false);
  });
});
