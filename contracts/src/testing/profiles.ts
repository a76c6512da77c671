import type { CreateProfileRequestInput } from '../profile/profile-request.schema.js';
import type { Profile } from '../profile/profile.schema.js';

type OptionalAnswer =
  | 'email'
  | 'phoneNumber'
  | 'city'
  | 'currentRole'
  | 'company'
  | 'industry'
  | 'professionalJourney'
  | 'personalJourney'
  | 'favoriteMemory'
  | 'thinkingChange'
  | 'futureHopes'
  | 'adviceToSelf'
  | 'freeTimeActivity'
  | 'insightFromINSEAD'
  | 'karaokeeSong'
  | 'excitedAbout'
  | 'photos'
  | 'arrivalDate'
  | 'departureDate'
  | 'accommodation'
  | 'accommodationTown'
  | 'kidsCount'
  | 'kidsAges'
  | 'connectionInterests'
  | 'additionalNotes'
  | 'dietaryRequirements';

/**
 * Every optional answer left empty, as a classmate who filled in only the required fields has
 * them. The keys are the same in a profile and in a request body, so both fixtures take it:
 * `aProfile({ ...unansweredFields(), industry: 'Finance' })` answers one question. A function,
 * so no test can change another's arrays.
 */
export function unansweredFields(): Pick<Profile, OptionalAnswer> {
  return {
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
    arrivalDate: null,
    departureDate: null,
    accommodation: 'Not yet decided',
    accommodationTown: null,
    kidsCount: 0,
    kidsAges: [],
    connectionInterests: null,
    additionalNotes: null,
    dietaryRequirements: null,
  };
}

/**
 * A published profile as the API answers it (contracts' profileSchema), most answers filled;
 * tests override what they are about.
 */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 12,
    userId: 7,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    phoneNumber: '+33 6 12 34 56 78',
    country: 'France',
    city: 'Paris',
    currentRole: 'Partner',
    company: 'Analytical Engines',
    industry: 'Technology',
    professionalJourney: 'Twenty years of engines.',
    personalJourney: 'Moved to Paris.',
    favoriteMemory: 'The Amphi on a Friday.',
    thinkingChange: null,
    futureHopes: null,
    adviceToSelf: null,
    freeTimeActivity: null,
    insightFromINSEAD: null,
    karaokeeSong: 'Bohemian Rhapsody',
    excitedAbout: null,
    photos: ['/uploads/profiles/a1.jpg'],
    attending: 'yes',
    parisGathering: 'maybe',
    arrivalDate: '2025-06-26',
    departureDate: '2025-06-29',
    accommodation: 'Hôtel de Londres',
    accommodationTown: 'Fontainebleau',
    kidsCount: 0,
    kidsAges: [],
    connectionInterests: null,
    additionalNotes: null,
    dietaryRequirements: 'Vegetarian',
    aiChatOptOut: false,
    status: 'published',
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A valid, complete body for POST /api/profiles and PATCH /api/profiles/{id}, every answer
 * filled; tests override what they are about.
 */
export function aProfileBody(
  overrides: Partial<CreateProfileRequestInput> = {},
): CreateProfileRequestInput {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: null,
    phoneNumber: '6 12 34 56 78',
    country: 'France',
    city: 'Paris',
    currentRole: 'Partner',
    company: 'Analytical Engines',
    industry: 'Technology',
    professionalJourney: 'Built things.\nThen more things.',
    personalJourney: 'Moved twice.',
    favoriteMemory: 'The library.',
    thinkingChange: null,
    futureHopes: 'More reunions.',
    adviceToSelf: 'Sleep.',
    freeTimeActivity: 'Sailing',
    insightFromINSEAD: 'Listen first.',
    karaokeeSong: 'Bohemian Rhapsody',
    excitedAbout: 'Seeing everyone.',
    photos: [],
    attending: 'yes',
    parisGathering: 'maybe',
    arrivalDate: '2025-06-26',
    departureDate: '2025-06-29',
    accommodation: 'Hôtel de Londres',
    accommodationTown: 'Fontainebleau',
    kidsCount: 2,
    kidsAges: [7, 3],
    connectionInterests: 'Founders',
    additionalNotes: null,
    dietaryRequirements: 'Nut allergy',
    aiChatOptOut: false,
    status: 'published',
    ...overrides,
  };
}
