import type { CreateProfileRequestInput } from '@reunion/contracts';

/**
 * A valid, complete create/update body; tests override what they are about, including keys
 * the schema does not know (to prove they are refused).
 */
export function profileBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body: CreateProfileRequestInput = {
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
    aiChatOptOut: false,
    status: 'published',
  };
  return { ...body, ...overrides };
}
