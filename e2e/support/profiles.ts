import type { CreateProfileRequestInput } from '@reunion/contracts';

/**
 * A valid published profile, the body POST /api/profiles takes: every optional answer left
 * empty, and `fields` on top (each journey sets only what it looks at).
 */
export function profileBody(fields: Partial<CreateProfileRequestInput>): CreateProfileRequestInput {
  return {
    firstName: 'Ada',
    lastName: 'Classmate',
    email: null,
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
    attending: 'yes',
    parisGathering: 'no',
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
    ...fields,
  };
}
