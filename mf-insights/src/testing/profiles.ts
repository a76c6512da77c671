import { summariseInsights, type InsightsSummary, type Profile } from '@reunion/contracts';

let nextId = 1;

/** A complete API profile (GET /api/profiles shape); tests override what they are about. */
export function apiProfile(overrides: Partial<Profile> = {}): Profile {
  const id = nextId++;
  return {
    id,
    userId: id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `classmate${id}@example.com`,
    phoneNumber: null,
    country: 'France',
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
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** What GET /api/insights answers for these profiles: the server runs the same function. */
export function summaryOf(profiles: readonly Profile[]): InsightsSummary {
  return summariseInsights(profiles);
}
