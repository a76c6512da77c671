import { profileListSchema, profileSchema } from './profile.schema.js';

const storedProfile = {
  id: 7,
  userId: 3,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phoneNumber: null,
  country: 'France',
  city: 'Paris',
  currentRole: null,
  company: null,
  industry: 'Technology',
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
  photos: ['/uploads/profiles/7/1.jpg'],
  attending: 'yes',
  parisGathering: 'maybe',
  arrivalDate: '2025-06-26',
  departureDate: null,
  accommodation: 'Airbnb',
  accommodationTown: 'Other',
  kidsCount: 1,
  kidsAges: [4],
  connectionInterests: null,
  additionalNotes: null,
  aiChatOptOut: false,
  status: 'published',
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-02T10:00:00+02:00',
};

describe('profileSchema', () => {
  it('reads a stored profile', () => {
    expect(profileSchema.parse(storedProfile)).toEqual(storedProfile);
  });

  it('drops fields a newer server adds instead of failing', () => {
    const parsed = profileSchema.parse({ ...storedProfile, linkedIn: 'x' });
    expect(parsed).not.toHaveProperty('linkedIn');
  });

  it('requires the server-owned fields', () => {
    const { userId: _userId, ...withoutOwner } = storedProfile;
    expect(profileSchema.safeParse(withoutOwner).success).toBe(false);
    expect(profileSchema.safeParse({ ...storedProfile, createdAt: 'yesterday' }).success).toBe(
      false,
    );
  });

  it('reads a list', () => {
    expect(profileListSchema.parse([storedProfile, { ...storedProfile, id: 8 }])).toHaveLength(2);
  });
});
