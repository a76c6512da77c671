import type { DirectoryCard } from './directory-card.schema.js';

/**
 * A sample card for tests and demos, with every field set; tests override what they are about. Kept beside the
 * rules (not under a test-only folder) so the section's component tests build the same cards.
 */
export function sampleDirectoryCard(overrides: Partial<DirectoryCard> = {}): DirectoryCard {
  return {
    id: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    currentRole: 'Partner',
    company: 'Analytical Engines',
    industry: 'Technology',
    city: 'London',
    country: 'United Kingdom',
    attending: 'yes',
    parisGathering: 'maybe',
    arrivalDate: '2025-06-26',
    accommodation: 'Hôtel de Londres',
    accommodationTown: 'Fontainebleau',
    kidsCount: 0,
    thumbnailUrl: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}
