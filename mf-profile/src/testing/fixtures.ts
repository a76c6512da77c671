import type { Profile, PublicUser } from '@reunion/contracts';
import { anAdministrator, aPublicUser } from '@reunion/web-kit/testing';

// Realistic API answers: the shapes the backend sends (contracts' profileSchema, publicUserSchema).

export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return aPublicUser(overrides);
}

const classAccountRoles = { administrator: false, classAccount: true };
export const classAccount = aUser({
  id: 99,
  username: 'MBA05J',
  email: 'class@example.org',
  roles: classAccountRoles,
});
export const administrator = anAdministrator({
  id: 98,
  username: 'admin@example.org',
  email: 'admin@example.org',
});
export const stranger = aUser({ id: 50, username: 'bob@example.org', email: 'bob@example.org' });

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
    aiChatOptOut: false,
    status: 'published',
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
    ...overrides,
  };
}
